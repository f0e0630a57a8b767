/** Payload's permissions as `/api/access` and the per-document access endpoints answer them. */

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

export function can(
  entity: EntityPermissions | undefined,
  operation: 'create' | 'read' | 'update' | 'delete',
): boolean {
  if (entity === true) return true
  const value = entity?.[operation]
  if (value === undefined || value === false) return false
  if (value === true) return true
  return value.permission
}

/** Payload's `unlock` permission of an auth collection (absent elsewhere). */
export function canUnlock(permissions: unknown): boolean {
  const unlock = (permissions as { unlock?: boolean | { permission?: boolean } } | undefined)
    ?.unlock
  return unlock === true || (typeof unlock === 'object' && unlock.permission === true)
}
