// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccountForm } from '../../../admin/extend'
import { FormStore } from '../../../admin/extend/forms'
import { renderInput } from '../../../admin/test-support/render-input'
import type { TextField } from '../../../shared/client-config'
import { stringsEn } from './strings/en'
import TrustedDevicesSection from './TrustedDevicesSection'

afterEach(cleanup)

const user = {
  id: 1,
  totpConfig: {
    enabled: true,
    trustedDevices: [
      { id: 'd1', browser: 'Chrome', os: 'Linux', lastUsedAt: '2025-03-04T10:00:00.000Z' },
      { id: 'd2', browser: 'Safari', os: 'iOS', lastUsedAt: '2025-03-05T10:00:00.000Z' },
    ],
  },
}

function renderSection(context: { user: typeof user | { id: number }; form?: AccountForm }) {
  renderInput(
    () => <TrustedDevicesSection {...context} />,
    { type: 'text' } as TextField,
    undefined,
    {
      strings: { totp: stringsEn },
    },
  )
  return userEvent.setup()
}

function fakeForm(): AccountForm {
  return {
    store: new FormStore({}),
    fields: [],
    doc: user,
    onSaved: () => () => undefined,
    keepForSave: vi.fn(),
  }
}

describe('the trusted devices', () => {
  it('lists each device with its last use, in the admin’s date format', () => {
    renderSection({ user, form: fakeForm() })
    expect(screen.getByText('Chrome on Linux')).toBeTruthy()
    expect(screen.getByText(/^Last used March 4th 2025/)).toBeTruthy()
  })

  it('removes a device from the list and keeps the others for the account form’s save', async () => {
    const form = fakeForm()
    const events = renderSection({ user, form })
    await events.click(screen.getByRole('button', { name: 'Remove Chrome on Linux' }))
    expect(screen.queryByText('Chrome on Linux')).toBeNull()
    expect(form.keepForSave).toHaveBeenLastCalledWith('totp/trusted-devices', {
      totpConfig: { trustedDevices: [{ id: 'd2' }] },
    })
    expect(screen.getByRole('status').textContent).toBe('Save to forget the removed devices.')
    await events.click(screen.getByRole('button', { name: 'Remove Safari on iOS' }))
    expect(form.keepForSave).toHaveBeenLastCalledWith('totp/trusted-devices', {
      totpConfig: { trustedDevices: [] },
    })
    expect(screen.getByText('No trusted devices.')).toBeTruthy()
  })

  it('offers no removal without an editable account form', () => {
    renderSection({ user })
    expect(screen.queryByRole('button')).toBeNull()
  })
})
