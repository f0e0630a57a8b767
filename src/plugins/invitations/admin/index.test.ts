import { describe, expect, it, vi } from 'vitest'
import type { CommandContext } from '../../../admin/extend'
import { testCollection } from '../../../admin/test-support/client-collection'
import { testConfig } from '../../../admin/test-support/signed-in'
import { invitationsAdmin } from '.'

describe('the invitations plugin’s palette command', () => {
  const users = testCollection('users', {
    isAuth: true,
    fields: [{ name: 'invitationStatus', type: 'select' } as never],
  })
  const command = invitationsAdmin.commands![0]!
  const context = (create: boolean): CommandContext => ({
    config: testConfig([users]),
    user: { id: 1, email: 'admin@example.com' },
    access: { collections: { users: { read: true, create } } },
    navigate: vi.fn(),
    openDialog: vi.fn(),
  })

  it('is offered to who may create users, and opens the invite dialog', () => {
    expect(command.labelKey).toBe('invitations:inviteUser')
    expect(command.when?.(context(false))).toBe(false)
    const allowed = context(true)
    expect(command.when?.(allowed)).toBe(true)
    command.run(allowed)
    expect(allowed.openDialog).toHaveBeenCalledWith(expect.any(Function), {
      collection: users,
      permissions: { read: true, create: true },
    })
  })
})
