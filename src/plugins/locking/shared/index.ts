import { pluginSettings, type PluginSettingsOf } from '../../../shared/client-config'
import type { ApiRead, EditorReads, EditorTarget } from '../../../shared/api-reads'
import type { DashboardContext, DashboardWidgetSpec } from '../../../shared/dashboard'

/** docs/behaviour.md §9: locks last 300 s without activity unless configured; activity is sent at most every 10 s. */
export const DEFAULT_LOCK_DURATION_S = 300
export const LOCK_ACTIVITY_INTERVAL_MS = 10_000

/** GET (read), POST (acquire, refresh, take over) and DELETE (release), under the API route. */
export const LOCKS_PATH = '/folio/locks'

/** What a lock looks like to the admin. `isMine` is false when another user holds it. */
export interface LockInfo {
  isLocked: boolean
  isMine: boolean
  user?: { id: string | number; email?: string; name?: string | null }
  updatedAt?: string
}

/** A document (collection + id) or a global, as the lock endpoints name it. */
export type LockTarget = { collection: string; id: string } | { global: string }

/** The lock's state, as the admin reads it (`GET {api}/folio/locks?…`). */
export function lockRead(target: LockTarget): ApiRead {
  return { method: 'GET', path: LOCKS_PATH, query: lockTargetParams(target) }
}

/**
 * Taking the lock as an editor opens (`POST {api}/folio/locks`): an editor's page makes it when
 * it is the browser's own navigation, as Payload's admin takes the lock when it draws a document.
 */
export function lockTakeRead(target: LockTarget): ApiRead {
  return { method: 'POST', path: LOCKS_PATH, body: lockTargetParams(target) }
}

/** How the lock endpoints name a target: in the query (GET, DELETE) or the body (POST). */
export function lockTargetParams(target: LockTarget): Record<string, string> {
  return 'global' in target
    ? { global: target.global }
    : { collection: target.collection, id: target.id }
}

/** The lock an editor of `target` takes (undefined: none, locking is off for it). */
export function editorLockTarget(target: EditorTarget): LockTarget | undefined {
  if (!lockingSettings(target.entity)) return undefined
  return target.kind === 'global'
    ? { global: target.slug }
    : { collection: target.slug, id: target.id }
}

/**
 * An editor's first render decides from the lock's state (editable at once unless someone else
 * holds it): the server reads it with an editor's page, the editor's prefetch ahead of a link.
 */
export const lockEditorReads: EditorReads = (editor) => {
  const lock = editorLockTarget(editor)
  return lock ? [lockRead(lock)] : []
}

export function lockKey(target: LockTarget): string {
  return 'global' in target ? `global:${target.global}` : `${target.collection}:${target.id}`
}

/** The plugin's name: its public settings travel under it (`plugins.locking` of a collection or global). */
export const LOCKING_SLUG = 'locking'

/** A lockable collection's or global's public settings: seconds a lock lasts without activity. */
export interface LockingSettings {
  duration: number
}

declare module '../../../shared/client-config' {
  interface PluginSettings {
    locking: LockingSettings
  }
}

/** The locking settings of a collection or global of the client config; undefined when locking is off for it. */
export function lockingSettings(
  entity: { plugins?: PluginSettingsOf } | undefined,
): LockingSettings | undefined {
  const settings: Partial<LockingSettings> | undefined = pluginSettings(entity, LOCKING_SLUG)
  return typeof settings?.duration === 'number' ? { duration: settings.duration } : undefined
}

/** The documents being edited now, for the dashboard (`GET {api}/folio/locks/active`). */
export const ACTIVE_LOCKS_PATH = '/folio/locks/active'
export const ACTIVE_LOCKS_LIMIT = 10
export const ACTIVE_LOCKS_MAX_LIMIT = 25

/** A document (or a global) someone holds the lock of: who, since when, last active when. */
export type ActiveLock = ({ collection: string; id: string } | { global: string }) & {
  title: string
  user: { id: string | number; name?: string | null; email?: string }
  since: string
  lastActive: string
}

export interface ActiveLocksAnswer {
  docs: ActiveLock[]
}

/** The dashboard's 'Being edited now' widget: for anyone signed in where anything can be locked. */
export const beingEditedWidget = {
  id: `${LOCKING_SLUG}:beingEdited`,
  when: (context: DashboardContext) =>
    [...context.config.collections, ...context.config.globals].some((entity) =>
      Boolean(lockingSettings(entity)),
    ),
  read: (): ApiRead => ({
    method: 'GET',
    path: ACTIVE_LOCKS_PATH,
    query: { limit: ACTIVE_LOCKS_LIMIT },
  }),
} satisfies DashboardWidgetSpec
