import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { sendAccountNoticeEmail } from './account-notice-email'

function fakeRequest() {
  const sent: Array<{ to: string; subject: string; html: string }> = []
  const req = {
    i18n: { language: 'en' },
    payload: {
      config: {
        serverURL: 'https://folio.example',
        routes: { admin: '/admin' },
        i18n: { fallbackLanguage: 'de' },
      },
      sendEmail: async (message: { to: string; subject: string; html: string }) =>
        void sent.push(message),
    },
  } as unknown as PayloadRequest
  return { req, sent }
}

const at = new Date('2026-11-23T21:05:00Z')

describe('sendAccountNoticeEmail', () => {
  it("tells of a password change in the recipient's language, with the time in UTC and the forgot-password link", async () => {
    const { req, sent } = fakeRequest()
    await sendAccountNoticeEmail({
      req,
      to: 'ann@example.com',
      user: { id: 1, language: 'de' },
      change: { kind: 'passwordChanged' },
      at,
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toBe('ann@example.com')
    expect(sent[0]!.subject).toBe('Ihr Passwort wurde geändert')
    expect(sent[0]!.html).toContain('<html lang="de" dir="ltr">')
    expect(sent[0]!.html).toContain('am 23. November 2026 um 21:05:00 UTC geändert')
    expect(sent[0]!.html).toContain('href="https://folio.example/admin/forgot"')
  })

  it('tells the old address of an email change, naming both addresses, escaped', async () => {
    const { req, sent } = fakeRequest()
    await sendAccountNoticeEmail({
      req,
      to: 'old@example.com',
      user: { id: 1 },
      change: { kind: 'emailChanged', newEmail: '<new>@example.com' },
      at,
    })
    expect(sent[0]!.subject).toBe('Your email address was changed')
    expect(sent[0]!.html).toContain(
      'from old@example.com to &#60;new&#62;@example.com on November 23, 2026 at 9:05:00 PM UTC',
    )
  })

  it('names a reset with an emailed link as such', async () => {
    const { req, sent } = fakeRequest()
    await sendAccountNoticeEmail({
      req,
      to: 'ann@example.com',
      user: { id: 1, language: 'en' },
      change: { kind: 'passwordReset' },
      at,
    })
    expect(sent[0]!.html).toContain('was reset with an emailed link')
  })
})
