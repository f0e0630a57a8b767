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

  it('gives the config’s own array when nothing becomes read-only, whatever the permissions object', () => {
    const withLocked = [...fields, { name: 'createdBy', admin: { readOnly: true } }]
    const onCreate = {
      fields: { title: { create: { permission: true } }, seo: { create: { permission: true } } },
    } as unknown as EntityPermissions
    const onUpdate = {
      fields: {
        title: { update: { permission: true } },
        seo: { update: { permission: true } },
        createdBy: { update: { permission: false } },
      },
    } as unknown as EntityPermissions
    // A document its autosave created goes from the create to the update permissions: its form stays.
    expect(withFieldAccess(withLocked, onCreate, 'create')).toBe(withLocked)
    expect(withFieldAccess(withLocked, onUpdate, 'update')).toBe(withLocked)
  })
})
