import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../../harness/server'
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../harness/smtp-sink'
import { BLOCKED, PASSWORD, WRONG, addUser, signUpAdmin } from './helpers'

/** A failed sign-in from a fresh client with the given headers (language cookie, Accept-Language). */
async function failSignIn(
  folio: RunningFolio,
  email: string,
  headers: Record<string, string> = {},
) {
  const res = await new ApiClient(folio.url).request(
    'POST',
    '/users/login',
    { email, password: WRONG },
    headers,
  )
  return { status: res.status, message: res.body?.errors?.[0]?.message as string | undefined }
}

/** Five failures lock the account (users.ts: maxLoginAttempts 5); the fifth carries the headers. */
async function lockByAttempts(
  folio: RunningFolio,
  email: string,
  headers: Record<string, string> = {},
): Promise<void> {
  for (let i = 1; i <= 5; i++)
    expect((await failSignIn(folio, email, i === 5 ? headers : {})).status, `attempt ${i}`).toBe(
      401,
    )
  expect(await failSignIn(folio, email)).toMatchObject({ status: 401, message: BLOCKED })
}

/**
 * The server sends a lock email before it answers the request that locked, and the sink records a
 * message before it accepts it: once a marker email sent later has arrived, every email the
 * earlier requests sent is in `smtp.messages`. This waits for that signal instead of for a while.
 */
async function settled(smtp: SmtpSink, admin: ApiClient, markerId: string | number): Promise<void> {
  const count = smtp.messages.length
  expect((await admin.post(`/users/${markerId}/lock`)).status).toBe(200)
  await smtp.waitFor(
    (m) => m.recipients.includes('marker@example.com') && smtp.messages.indexOf(m) >= count,
  )
  expect((await admin.post('/users/unlock', { email: 'marker@example.com' })).status).toBe(200)
}

/** The sink's messages to one address, once every email sent so far has arrived. */
async function mailsTo(
  smtp: SmtpSink,
  admin: ApiClient,
  markerId: string | number,
  email: string,
): Promise<ReceivedMail[]> {
  await smtp.waitFor((m) => m.recipients.includes(email))
  await settled(smtp, admin, markerId)
  return smtp.messages.filter((m) => m.recipients.includes(email))
}

/** What the owner reads: one message, to them, with the subject and the lines of its text part. */
async function expectOneLockMail(
  smtp: SmtpSink,
  admin: ApiClient,
  markerId: string | number,
  email: string,
  subject: string,
  lines: string[],
): Promise<ReceivedMail> {
  const mails = await mailsTo(smtp, admin, markerId, email)
  expect(mails).toHaveLength(1)
  const [mail] = mails as [ReceivedMail]
  expect(mail.headers.get('to')).toBe(email)
  expect(mail.headers.get('from')).toMatch(/Folio Test.*<folio@example\.org>/)
  expect(mail.subject).toBe(subject)
  for (const line of lines) expect(mail.text).toContain(line)
  return mail
}

describe.each(databases)('lock emails over SMTP (%s)', (database) => {
  let smtp: SmtpSink
  let folio: RunningFolio
  let admin: ApiClient
  let host: string
  const ids: Record<string, string | number> = {}

  beforeAll(async () => {
    smtp = await startSmtpSink()
    // No slowing: the rate limit has its own suite.
    folio = await startFolio({
      database,
      env: {
        SMTP_URL: smtp.url,
        EMAIL_FROM: 'Folio Test <folio@example.org>',
        FOLIO_LOGIN_DELAY_MS: '0',
      },
    })
    host = new URL(folio.url).host
    admin = await signUpAdmin(folio)
    for (const name of [
      'tries-en',
      'tries-cookie',
      'tries-header',
      'locked-en',
      'locked-de',
      'marker',
    ])
      ids[name] = await addUser(admin, `${name}@example.com`)
  })
  afterAll(async () => {
    await folio?.stop()
    await smtp?.stop()
  })

  it('emails the owner in English when failed sign-ins lock the account, naming the reason', async () => {
    await lockByAttempts(folio, 'tries-en@example.com')
    const mail = await expectOneLockMail(
      smtp,
      admin,
      ids.marker!,
      'tries-en@example.com',
      'Your account is locked',
      [
        `Your account tries-en@example.com on ${host} has been locked.`,
        'Reason: too many failed sign-in attempts (tooManyAttempts).',
        'Sign-in is blocked for 10 minutes; an administrator can unlock the account sooner.',
      ],
    )
    expect(mail.html).toContain('<html lang="en" dir="ltr">')
  })

  it('writes it in German when the locking request asks for German by the folio-lng cookie', async () => {
    await lockByAttempts(folio, 'tries-cookie@example.com', {
      Cookie: 'folio-lng=de',
      'Accept-Language': 'en',
    })
    const mail = await expectOneLockMail(
      smtp,
      admin,
      ids.marker!,
      'tries-cookie@example.com',
      'Ihr Konto ist gesperrt',
      [
        `Ihr Konto tries-cookie@example.com auf ${host} wurde gesperrt.`,
        'Grund: zu viele fehlgeschlagene Anmeldeversuche (tooManyAttempts).',
        'Die Anmeldung ist für 10 Minuten gesperrt',
      ],
    )
    expect(mail.html).toContain('<html lang="de" dir="ltr">')
  })

  it('writes it in German for Accept-Language de', async () => {
    await lockByAttempts(folio, 'tries-header@example.com', {
      'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5',
    })
    await expectOneLockMail(
      smtp,
      admin,
      ids.marker!,
      'tries-header@example.com',
      'Ihr Konto ist gesperrt',
      ['Grund: zu viele fehlgeschlagene Anmeldeversuche (tooManyAttempts).'],
    )
  })

  it('sends nothing for failures that do not lock, nor for an address without an account', async () => {
    const before = smtp.messages.length
    for (let i = 1; i <= 4; i++) await failSignIn(folio, 'locked-en@example.com')
    for (let i = 1; i <= 5; i++) await failSignIn(folio, 'nobody@example.com')
    await settled(smtp, admin, ids.marker!)
    expect(smtp.messages.slice(before).flatMap((m) => m.recipients)).toEqual(['marker@example.com'])
  })

  it('emails the owner when an admin locks the account, in the admin request language', async () => {
    expect((await admin.post(`/users/${ids['locked-en']}/lock`)).status).toBe(200)
    await expectOneLockMail(
      smtp,
      admin,
      ids.marker!,
      'locked-en@example.com',
      'Your account is locked',
      [
        `Your account locked-en@example.com on ${host} has been locked.`,
        'Reason: an administrator locked it (lockedByAdmin).',
        'All your sessions have been ended. Please contact an administrator if you think this is a mistake.',
      ],
    )

    expect(
      (
        await admin.request(
          'POST',
          `/users/${ids['locked-de']}/lock`,
          {},
          { 'Accept-Language': 'de' },
        )
      ).status,
    ).toBe(200)
    await expectOneLockMail(
      smtp,
      admin,
      ids.marker!,
      'locked-de@example.com',
      'Ihr Konto ist gesperrt',
      [
        `Ihr Konto locked-de@example.com auf ${host} wurde gesperrt.`,
        'Grund: ein Administrator hat es gesperrt (lockedByAdmin).',
        'Alle Ihre Sitzungen wurden beendet.',
      ],
    )
  })

  it('sends no lock email when the lock is refused', async () => {
    const before = smtp.messages.length
    const me = await admin.get('/users/me')
    expect((await admin.post(`/users/${me.body.user.id}/lock`)).status).toBe(403)
    expect((await new ApiClient(folio.url).post(`/users/${ids['tries-en']}/lock`)).status).toBe(403)
    await settled(smtp, admin, ids.marker!)
    expect(smtp.messages.slice(before).flatMap((m) => m.recipients)).toEqual(['marker@example.com'])
    // The admin's password still signs in: nothing here locked anyone.
    expect((await new ApiClient(folio.url).login('admin@example.com', PASSWORD)).status).toBe(200)
  })
})
