import { useEffect, useId, useRef, useSyncExternalStore } from 'react'
import type { ScreenCommand } from './types'

/**
 * The commands of the screens mounted now, by the id of the component that registered them, in
 * the order they registered: a later one (a drawer's editor over the page's) wins an id they share.
 */
const owners = new Map<string, ScreenCommand[]>()
const listeners = new Set<() => void>()
let snapshot: readonly ScreenCommand[] = []

/** What the palette shows of a command, for telling whether a screen's list changed. */
const shape = (commands: readonly ScreenCommand[]) =>
  commands
    .map((c) => `${c.id}\u0000${c.label}\u0000${c.group}\u0000${c.isDisabled ? 1 : 0}`)
    .join('\u0001')

function publish() {
  const byId = new Map<string, ScreenCommand>()
  for (const commands of owners.values()) for (const c of commands) byId.set(c.id, c)
  snapshot = [...byId.values()]
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Offers `commands` to the command palette while the calling component is mounted (the editor's
 * publish, save draft, delete, a document's views): each `run` calls what the screen's own button
 * calls. The list may be made anew on every render; the palette hears of it only when an id, a
 * label or a disabled state changes, and always runs the latest `run`.
 */
export function useScreenCommands(commands: readonly ScreenCommand[]): void {
  const owner = useId()
  const latest = useRef(commands)
  latest.current = commands
  const key = shape(commands)
  useEffect(() => {
    // Each command runs through the ref: the screen's latest closure, not the first render's.
    owners.set(
      owner,
      latest.current.map((c, i) => ({ ...c, run: () => (latest.current[i] ?? c).run() })),
    )
    publish()
  }, [owner, key])
  useEffect(
    () => () => {
      owners.delete(owner)
      publish()
    },
    [owner],
  )
}

/** The commands of the screens mounted now (the palette reads them while open). */
export function useRegisteredScreenCommands(): readonly ScreenCommand[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  )
}

/** For tests: forgets every registration. */
export function resetScreenCommands(): void {
  owners.clear()
  publish()
}
