import { queryKeys } from './query-keys'
import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import { api } from './http'

/** Payload's compact permission form: a denied operation is absent; `true` allows all. */
export type OperationPermission = boolean | { permission: boolean; where?: unknown }
export type EntityPermissions =
  | true
  | {
      create?: OperationPermission
      read?: OperationPermission
      update?: OperationPermission
      delete?: OperationPermission
      readVersions?: OperationPermission
      fields?: unknown
    }

export interface AccessResponse {
  canAccessAdmin?: boolean
  collections?: Record<string, EntityPermissions>
  globals?: Record<string, EntityPermissions>
}

export function can(entity: EntityPermissions | undefined, operation: 'create' | 'read' | 'update' | 'delete'): boolean {
  if (entity === true) return true
  const value = entity?.[operation]
  if (value === undefined || value === false) return false
  if (value === true) return true
  return value.permission
}

export const accessQuery = () =>
  queryOptions({
    queryKey: queryKeys.access(),
    queryFn: ({ signal }) => api<AccessResponse>(apiPaths.access, { signal }),
    staleTime: 60_000,
  })

export const documentAccessQuery = (slug: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.documentAccess(slug, id),
    queryFn: ({ signal }) => api<EntityPermissions>(apiPaths.docAccess(slug, id), { method: 'POST', body: {}, signal }),
  })

export const globalAccessQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.globalAccess(slug),
    queryFn: ({ signal }) => api<EntityPermissions>(apiPaths.globalAccess(slug), { method: 'POST', body: {}, signal }),
  })

/** Marks fields the user may not write (field-level access) as read-only for this form. */
export function withFieldAccess<F extends { name: string; admin: { readOnly?: boolean } }>(
  fields: F[],
  entity: EntityPermissions | undefined,
  operation: 'create' | 'update',
): F[] {
  if (entity === true || entity === undefined) return fields
  const perms = entity.fields
  if (perms === true || perms === undefined) return fields
  return fields.map((field) => {
    // nested fields (`seo.title`) follow their top-level field's permission
    const p = (perms as Record<string, unknown>)[field.name.split('.')[0]!]
    const allowed = p === true || (typeof p === 'object' && p !== null && isAllowed((p as Record<string, OperationPermission | undefined>)[operation]))
    return allowed ? field : { ...field, admin: { ...field.admin, readOnly: true } }
  })
}

function isAllowed(value: OperationPermission | undefined): boolean {
  if (value === undefined || value === false) return false
  return value === true || value.permission
}

/** Whether saving with `_status: published` is allowed: access evaluated with that data. */
export const publishAccessQuery = (target: { kind: 'collection'; slug: string; id?: string } | { kind: 'global'; slug: string }) =>
  queryOptions({
    queryKey: queryKeys.publishAccess(target.kind, target.slug, 'id' in target ? (target.id ?? null) : null),
    queryFn: async ({ signal }) => {
      const path =
        target.kind === 'global' ? apiPaths.globalAccess(target.slug) : target.id ? apiPaths.docAccess(target.slug, target.id) : `${apiPaths.collection(target.slug)}/access`
      const permissions = await api<EntityPermissions>(path, { method: 'POST', body: { _status: 'published' }, signal })
      return can(permissions, target.kind === 'collection' && !target.id ? 'create' : 'update')
    },
  })

/** Payload's `unlock` permission of an auth collection (absent elsewhere). */
export function canUnlock(permissions: unknown): boolean {
  const unlock = (permissions as { unlock?: boolean | { permission?: boolean } } | undefined)?.unlock
  return unlock === true || (typeof unlock === 'object' && unlock.permission === true)
}
