import type { Access, FieldAccess } from 'payload'

export const ROLES = ['admin', 'editor', 'author', 'viewer'] as const
export type Role = (typeof ROLES)[number]

interface RoleUser {
  id: string | number
  role?: Role | null
  collection?: string
}

function roleOf(user: unknown): Role | undefined {
  return (user as RoleUser | null | undefined)?.role ?? undefined
}

export const hasRole = (user: unknown, ...roles: Role[]): boolean => {
  const role = roleOf(user)
  return role !== undefined && roles.includes(role)
}

export const isSignedIn: Access = ({ req }) => Boolean(req.user)
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
/** Editors and authors write content; viewers only read. */
export const canWriteContent: Access = ({ req }) => hasRole(req.user, 'admin', 'editor', 'author')
/** Saving content; authors may save drafts but never publish (data `_status: 'published'`). */
export const canSaveContent: Access = ({ req, data }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  return (
    hasRole(req.user, 'author') &&
    (data as { _status?: string } | undefined)?._status !== 'published'
  )
}

export const canDeleteContent: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
export const isAdminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}

/** Only admins set roles, and nobody changes their own. */
export const canSetRole: FieldAccess = ({ req, id }) =>
  hasRole(req.user, 'admin') && (id === undefined || String(id) !== String(req.user?.id))
