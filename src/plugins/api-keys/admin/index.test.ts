import { describe, expect, it } from 'vitest'
import type { ClientCollection } from '../../../shared/client-config'
import { apiKeysAdmin } from '.'

const users = { slug: 'users', isAuth: true } as ClientCollection
const posts = { slug: 'posts', isAuth: false } as ClientCollection
const state = { apiKeyCreatedAt: null, apiKeyLastUsedAt: null }
const admin = { unlock: true, update: true }

describe('the api-keys admin plugin', () => {
  const panel = apiKeysAdmin.documentPanels![0]!
  const section = apiKeysAdmin.accountSections![0]!

  it('shows the user page’s panel only to who manages accounts, on a user that carries the key state', () => {
    const when = (
      doc: Record<string, unknown> | undefined,
      permissions: unknown,
      collection = users,
    ) => panel.when({ collection, doc, id: '2', permissions: permissions as never })
    expect(when({ id: 2, ...state }, admin)).toBe(true)
    expect(when({ id: 2, ...state }, { unlock: { permission: true } })).toBe(true)
    // An editor may not unlock (and is not given the fields).
    expect(when({ id: 2, ...state }, { update: true })).toBe(false)
    expect(when({ id: 2 }, admin)).toBe(false)
    expect(when(undefined, admin)).toBe(false)
    expect(when({ id: 2, ...state }, admin, posts)).toBe(false)
  })

  it('shows the account section while the user carries the key state (the server half is there)', () => {
    expect(section.when!({ user: { id: 1, ...state } })).toBe(true)
    expect(section.when!({ user: { id: 1 } })).toBe(false)
  })
})
