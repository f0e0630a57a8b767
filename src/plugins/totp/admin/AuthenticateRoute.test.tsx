// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../../admin/extend/data'
import { renderInput } from '../../../admin/test-support/render-input'
import type { TextField } from '../../../shared/client-config'
import { DEFAULT_TRUST_DAYS, TOTP_RETRY_DELAY_MS } from '../shared'
import { Component as AuthenticateRoute } from './AuthenticateRoute'
import { stringsEn } from './strings/en'
import { totpAuthenticate } from './totp-api'

vi.mock('./totp-api', () => ({ totpAuthenticate: vi.fn() }))
const send = vi.mocked(totpAuthenticate)

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  send.mockReset()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderView() {
  renderInput(() => <AuthenticateRoute />, { type: 'text' } as TextField, undefined, {
    strings: { totp: stringsEn },
  })
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

const codeInput = () => screen.getByRole('textbox', { name: 'Authentication code' })
const logIn = () => screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement
const invalidCode = () => new HttpError(401, { success: false, message: 'Invalid code.' })

describe('the code step', () => {
  it('is one numeric one-time-code input that sends a pasted code with spaces by itself', async () => {
    send.mockResolvedValue({ success: true, message: 'ok', redirectTo: '/admin' })
    const user = renderView()
    expect(codeInput().getAttribute('autocomplete')).toBe('one-time-code')
    expect(codeInput().getAttribute('inputmode')).toBe('numeric')
    codeInput().focus()
    await user.paste('123 456')
    expect((codeInput() as HTMLInputElement).value).toBe('123456')
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('users', { code: '123456', trustThisDevice: false })
    expect(logIn().disabled).toBe(true)
  })

  it('waits for the sixth digit, and sends the trust of the device', async () => {
    send.mockResolvedValue({ success: true, message: 'ok', redirectTo: '/admin' })
    const user = renderView()
    await user.click(
      screen.getByRole('checkbox', { name: `Trust this device for ${DEFAULT_TRUST_DAYS} days` }),
    )
    await user.type(codeInput(), '12345')
    expect(send).not.toHaveBeenCalled()
    await user.type(codeInput(), '6')
    expect(send).toHaveBeenCalledWith('users', { code: '123456', trustThisDevice: true })
  })

  it('lets the button be pressed again only after the retry delay once a code is refused', async () => {
    send.mockRejectedValueOnce(invalidCode())
    const user = renderView()
    await user.type(codeInput(), '111111')
    expect(send).toHaveBeenCalledTimes(1)
    expect(logIn().disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(TOTP_RETRY_DELAY_MS - 100))
    expect(logIn().disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(logIn().disabled).toBe(false)
    // The refused code is not sent again by itself; a new one is.
    expect(send).toHaveBeenCalledTimes(1)
    send.mockResolvedValue({ success: true, message: 'ok', redirectTo: '/admin' })
    // The refused code is selected: what is typed next replaces it.
    expect(document.activeElement).toBe(codeInput())
    await user.keyboard('222222')
    expect(send).toHaveBeenLastCalledWith('users', { code: '222222', trustThisDevice: false })
  })

  it('sends a code typed during the retry delay once the delay is over', async () => {
    send.mockRejectedValueOnce(invalidCode())
    const user = renderView()
    await user.type(codeInput(), '111111')
    await user.keyboard('333333')
    expect(send).toHaveBeenCalledTimes(1)
    send.mockResolvedValue({ success: true, message: 'ok', redirectTo: '/admin' })
    await act(() => vi.advanceTimersByTimeAsync(TOTP_RETRY_DELAY_MS))
    expect(send).toHaveBeenLastCalledWith('users', { code: '333333', trustThisDevice: false })
  })

  it('switches to a recovery code, sent with the button only, and back', async () => {
    send.mockResolvedValue({ success: true, message: 'ok', redirectTo: '/admin' })
    const user = renderView()
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }))
    const recovery = screen.getByRole('textbox', { name: 'Recovery code' })
    await user.type(recovery, 'abcd-1234-efgh')
    expect(send).not.toHaveBeenCalled()
    await user.click(logIn())
    expect(send).toHaveBeenCalledWith('users', {
      recoveryCode: 'abcd-1234-efgh',
      trustThisDevice: false,
    })
    expect(screen.getByRole('button', { name: 'Use a code from the app' })).toBeTruthy()
  })

  it('asks for the whole code before sending', async () => {
    const user = renderView()
    await user.type(codeInput(), '12')
    await user.click(logIn())
    expect(send).not.toHaveBeenCalled()
    expect(screen.getByText('Enter all 6 digits of the code.')).toBeTruthy()
  })
})
