import { queryKeys } from './query-keys'
import { queryOptions } from '@tanstack/react-query'
import { can, type EntityPermissions, type OperationPermission } from '../../shared/permissions'
import { reads } from '../../shared/api-reads'
import { read } from './http'

export interface AccessResponse {
  canAccessAdmin?: boolean
  collections?: Record<string, EntityPermissions>
  globals?: Record<string, EntityPermissions>
}

export const accessQuery = () =>
  queryOptions({
    queryKey: queryKeys.access(),
    queryFn: ({ signal }) => read<AccessResponse>(reads.access(), signal),
    staleTime: 60_000,
  })

export const documentAccessQuery = (slug: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.documentAccess(slug, id),
    queryFn: ({ signal }) => read<EntityPermissions>(reads.documentAccess(slug, id), signal),
  })

export const globalAccessQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.globalAccess(slug),
    queryFn: ({ signal }) => read<EntityPermissions>(reads.globalAccess(slug), signal),
  })

const withAccessCache = new WeakMap<
  object,
  WeakMap<object, Partial<Record<'create' | 'update', unknown[]>>>
>()

/** Marks fields the user may not write (field-level access) as read-only for this form. */
export function withFieldAccess<F extends { name: string; admin: { readOnly?: boolean } }>(
  fields: F[],
  entity: EntityPermissions | undefined,
  operation: 'create' | 'update',
): F[] {
  if (entity === true || entity === undefined) return fields
  const perms = entity.fields
  if (perms === true || perms === undefined) return fields
  // The same fields and permissions give the same array: a form keyed on its fields (its lazily
  // loaded parts) must not start over on every render.
  const byEntity = withAccessCache.get(fields) ?? new WeakMap()
  withAccessCache.set(fields, byEntity)
  const cached = byEntity.get(entity) ?? {}
  byEntity.set(entity, cached)
  const hit = cached[operation]
  if (hit) return hit as F[]
  const result = fields.map((field) => {
    // nested fields (`seo.title`) follow their top-level field's permission
    const p = (perms as Record<string, unknown>)[field.name.split('.')[0]!]
    const allowed =
      p === true ||
      (typeof p === 'object' &&
        p !== null &&
        isAllowed((p as Record<string, OperationPermission | undefined>)[operation]))
    return allowed || field.admin.readOnly
      ? field
      : { ...field, admin: { ...field.admin, readOnly: true } }
  })
  // Nothing made read-only: the config's own array, so a form keeps its parts when its
  // permissions arrive or change (a document its autosave created goes from create to update).
  const kept = result.every((field, i) => field === fields[i]) ? fields : result
  cached[operation] = kept
  return kept
}

function isAllowed(value: OperationPermission | undefined): boolean {
  if (value === undefined || value === false) return false
  return value === true || value.permission
}

/** Whether saving with `_status: published` is allowed: access evaluated with that data. */
export const publishAccessQuery = (
  target: { kind: 'collection'; slug: string; id?: string } | { kind: 'global'; slug: string },
) =>
  queryOptions({
    queryKey: queryKeys.publishAccess(
      target.kind,
      target.slug,
      'id' in target ? (target.id ?? null) : null,
    ),
    queryFn: async ({ signal }) => {
      const permissions = await read<EntityPermissions>(reads.publishAccess(target), signal)
      return can(permissions, target.kind === 'collection' && !target.id ? 'create' : 'update')
    },
  })

export {
  can,
  canUnlock,
  type EntityPermissions,
  type OperationPermission,
} from '../../shared/permissions'
