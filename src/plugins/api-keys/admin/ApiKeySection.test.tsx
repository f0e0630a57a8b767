// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../../admin/extend/data'
import { notify } from '../../../admin/extend/ui'
import { renderInput } from '../../../admin/test-support/render-input'
import type { TextField } from '../../../shared/client-config'
import { createApiKey, revokeApiKey } from './api-key-api'
import ApiKeySection from './ApiKeySection'
import { stringsEn } from './strings/en'

vi.mock('./api-key-api', () => ({ createApiKey: vi.fn(), revokeApiKey: vi.fn() }))
const create = vi.mocked(createApiKey)
const revoke = vi.mocked(revokeApiKey)

const KEY = `folio_${'a'.repeat(43)}`

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const withoutKey = { id: 7, apiKeyCreatedAt: null, apiKeyLastUsedAt: null }
const withKey = {
  id: 7,
  apiKeyCreatedAt: '2025-03-04T10:00:00.000Z',
  apiKeyLastUsedAt: '2025-03-05T10:00:00.000Z',
}

function renderSection(user: Record<string, unknown> & { id: number }) {
  renderInput(() => <ApiKeySection user={user} />, { type: 'text' } as TextField, undefined, {
    strings: { 'api-keys': stringsEn },
  })
  return userEvent.setup()
}

const section = () => screen.getByRole('region', { name: 'API key' })

describe('the account’s API key section', () => {
  it('without a key, says so and offers only to create one', () => {
    renderSection(withoutKey)
    expect(within(section()).getByText('No API key')).toBeTruthy()
    expect(within(section()).queryByText('Created')).toBeNull()
    expect(
      within(section())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Create API key'])
  })

  it('with a key, shows when it was made and last used, in the admin’s date format', () => {
    renderSection(withKey)
    expect(within(section()).getByText('Active')).toBeTruthy()
    const times = section().querySelectorAll('time')
    expect([...times].map((time) => time.dateTime)).toEqual([
      withKey.apiKeyCreatedAt,
      withKey.apiKeyLastUsedAt,
    ])
    for (const time of times) expect(time.textContent).toMatch(/^March [456]th 2025, \d+:00 [AP]M$/)
    expect(within(section()).getByRole('button', { name: 'Rotate API key' })).toBeTruthy()
    expect(within(section()).getByRole('button', { name: 'Revoke API key' })).toBeTruthy()
  })

  it('says "Never used" for a key not used yet', () => {
    renderSection({ ...withKey, apiKeyLastUsedAt: null })
    expect(within(section()).getByText('Never used')).toBeTruthy()
  })

  it('creates a key and shows it once, with the header, each to copy; closing forgets it', async () => {
    create.mockResolvedValue({
      apiKey: KEY,
      header: `users API-Key ${KEY}`,
      apiKeyCreatedAt: '2025-03-06T10:00:00.000Z',
    })
    const events = renderSection(withoutKey)
    await events.click(screen.getByRole('button', { name: 'Create API key' }))
    expect(create).toHaveBeenCalledWith('users', 7)
    const dialog = await screen.findByRole('dialog', { name: 'New API key' })
    const key = within(dialog).getByRole('textbox', { name: 'API key' })
    expect((key as HTMLTextAreaElement).value).toBe(KEY)
    expect(key.hasAttribute('readonly')).toBe(true)
    const header = within(dialog).getByRole('textbox', { name: 'Authorization header' })
    expect((header as HTMLTextAreaElement).value).toBe(`Authorization: users API-Key ${KEY}`)
    expect(within(dialog).getByText(/shown only this once/)).toBeTruthy()
    await events.click(within(dialog).getByRole('button', { name: 'Copy API key' }))
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(KEY)
    await events.click(within(dialog).getByRole('button', { name: 'Copy header' }))
    expect(await navigator.clipboard.readText()).toBe(`Authorization: users API-Key ${KEY}`)
    // Enter in a value does not close the dialog.
    await events.click(key)
    await events.keyboard('{Enter}')
    expect(screen.getByRole('dialog', { name: 'New API key' })).toBeTruthy()

    await events.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // Focus lands on the panel's first action (Create is gone), not the page's start.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rotate API key' })),
    )
    expect(document.body.textContent).not.toContain(KEY)
    // The state the answer gave, until the session's user is read again.
    expect(within(section()).getByText('Active')).toBeTruthy()
    expect(within(section()).getByText('Never used')).toBeTruthy()
  })

  it('rotates only after a confirmation that says the old key stops working', async () => {
    create.mockResolvedValue({
      apiKey: KEY,
      header: `users API-Key ${KEY}`,
      apiKeyCreatedAt: '2025-03-06T10:00:00.000Z',
    })
    const events = renderSection(withKey)
    await events.click(screen.getByRole('button', { name: 'Rotate API key' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Rotate the API key?' })
    expect(within(confirm).getByText(/current key stops working at once/)).toBeTruthy()
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(create).not.toHaveBeenCalled()

    await events.click(screen.getByRole('button', { name: 'Rotate API key' }))
    await events.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rotate API key' }),
    )
    expect(create).toHaveBeenCalledWith('users', 7)
    expect(await screen.findByRole('dialog', { name: 'New API key' })).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('revokes after a confirmation, with the server’s message', async () => {
    revoke.mockResolvedValue({ message: 'The API key was revoked.' })
    const success = vi.spyOn(notify, 'success')
    const events = renderSection(withKey)
    await events.click(screen.getByRole('button', { name: 'Revoke API key' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke the API key?' })
    expect(within(confirm).getByText(/stops working at once/)).toBeTruthy()
    await events.click(within(confirm).getByRole('button', { name: 'Revoke API key' }))
    expect(revoke).toHaveBeenCalledWith('users', 7)
    expect(success).toHaveBeenCalledWith('The API key was revoked.')
    expect(await within(section()).findByText('No API key')).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create API key' })),
    )
  })

  it('shows what the server says when it refuses', async () => {
    create.mockRejectedValue(
      new HttpError(409, { errors: [{ message: 'This account is locked.' }] }),
    )
    const error = vi.spyOn(notify, 'error')
    const events = renderSection(withoutKey)
    await events.click(screen.getByRole('button', { name: 'Create API key' }))
    expect(error).toHaveBeenCalledWith('This account is locked.')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(section()).getByText('No API key')).toBeTruthy()
  })
})
