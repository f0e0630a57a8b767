import { describe, expect, it } from 'vitest'
import type { EntityPermissions } from '../../shared/permissions'
import { withFieldAccess } from './access'

const fields: { name: string; admin: { readOnly?: boolean } }[] = [
  { name: 'title', admin: {} },
  { name: 'seo.title', admin: {} },
]

describe('withFieldAccess', () => {
  it('marks the fields one may not write read-only, and gives the same array for the same permissions', () => {
    const perms = {
      read: { permission: true },
      fields: { title: { update: { permission: true } }, seo: { update: { permission: false } } },
    } as unknown as EntityPermissions
    const first = withFieldAccess(fields, perms, 'update')
    expect(first.map((f) => f.admin.readOnly)).toEqual([undefined, true])
    // A form keys its lazily loaded parts on this array: a new one each render would restart them.
    expect(withFieldAccess(fields, perms, 'update')).toBe(first)
    expect(withFieldAccess(fields, perms, 'create')).not.toBe(first)
    expect(withFieldAccess(fields, true, 'update')).toBe(fields)
  })
})
