import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { waitForOutbox } from '../harness/outbox'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { startSmtpSink, type SmtpSink } from '../harness/smtp-sink'

const PASSWORD = 'Mail-pass-123'
const NEW_PASSWORD = 'Brand-new-pass-456'

/** Signs up the first user (an admin) and returns its signed-in client. */
const signUpAdmin = (folio: RunningFolio) =>
  signedInAdmin(folio, { email: 'admin@example.com', password: PASSWORD })

async function addUser(admin: ApiClient, email: string, role = 'viewer'): Promise<void> {
  expect((await admin.post('/users', { email, password: PASSWORD, role })).status).toBe(201)
}

/** Payload answers a forgot-password request the same way whether or not the address exists. */
async function forgotPassword(
  folio: RunningFolio,
  email: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const res = await new ApiClient(folio.url).request(
    'POST',
    '/users/forgot-password',
    { email },
    headers,
  )
  expect(res.status).toBe(200)
}

/** The reset link must be absolute, on SERVER_URL and the admin route, and carry Payload's token. */
function resetLinkIn(
  folio: RunningFolio,
  text: string | undefined,
): { link: string; token: string } {
  const escaped = folio.url.replace(/[.:/]/g, '\\$&')
  const match = new RegExp(`${escaped}/admin/reset\\?token=([0-9a-f]{40})`).exec(text ?? '')
  expect(match, `no reset link on ${folio.url} in:\n${text}`).not.toBeNull()
  return { link: match![0], token: match![1]! }
}

/** Following the link works: the token resets the password, and the new one signs in. */
async function expectTokenResets(folio: RunningFolio, email: string, token: string): Promise<void> {
  const reset = await new ApiClient(folio.url).post('/users/reset-password', {
    token,
    password: NEW_PASSWORD,
  })
  expect(reset.status).toBe(200)
  expect((await new ApiClient(folio.url).login(email, NEW_PASSWORD)).status).toBe(200)
}

/** Log lines are written asynchronously: waits until `text` shows up (or fails after 5 s). */
async function waitForLog(folio: RunningFolio, text: string): Promise<void> {
  const deadline = Date.now() + 5000
  while (!folio.logs().includes(text) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50))
  expect(folio.logs()).toContain(text)
}

describe.each(databases)('email over SMTP (%s)', (database) => {
  let smtp: SmtpSink
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: /^bounce@/ })
    folio = await startFolio({
      database,
      env: { SMTP_URL: smtp.url, EMAIL_FROM: 'Folio Test <folio@example.org>' },
    })
    admin = await signUpAdmin(folio)
    // Payload sends one forgot-password email per user every 15 s: a user per case.
    for (const name of ['english', 'german', 'cookie', 'expiry', 'bounce'])
      await addUser(admin, `${name}@example.com`)
  })
  afterAll(async () => {
    await folio?.stop()
    await smtp?.stop()
  })

  it('delivers the forgot-password email in English with an absolute reset link that works', async () => {
    await forgotPassword(folio, 'english@example.com')
    const mail = await smtp.waitFor((m) => m.recipients.includes('english@example.com'))
    expect(mail.headers.get('to')).toBe('english@example.com')
    expect(mail.headers.get('from')).toMatch(/Folio Test.*<folio@example\.org>/)
    expect(mail.subject).toBe('Reset your password')
    const { link, token } = resetLinkIn(folio, mail.text)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.text).toContain('The link is valid for 1 hour.')
    expect(mail.text).toContain(new URL(folio.url).host)
    await expectTokenResets(folio, 'english@example.com', token)
  })

  it('writes it in German for Accept-Language de', async () => {
    await forgotPassword(folio, 'german@example.com', {
      'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5',
    })
    const mail = await smtp.waitFor((m) => m.recipients.includes('german@example.com'))
    expect(mail.subject).toBe('Passwort zurücksetzen')
    expect(mail.text).toContain('Der Link ist 1 Stunde gültig.')
    expect(mail.html).toContain('<html lang="de" dir="ltr">')
    resetLinkIn(folio, mail.text)
    resetLinkIn(folio, mail.html)
  })

  it('follows the language cookie folio-lng over Accept-Language', async () => {
    await forgotPassword(folio, 'cookie@example.com', {
      'Accept-Language': 'en',
      Cookie: 'folio-lng=de',
    })
    const mail = await smtp.waitFor((m) => m.recipients.includes('cookie@example.com'))
    expect(mail.subject).toBe('Passwort zurücksetzen')
  })

  it('sends nothing for an unknown address, with the same answer', async () => {
    const before = smtp.messages.length
    await forgotPassword(folio, 'nobody@example.com')
    await forgotPassword(folio, 'expiry@example.com')
    await smtp.waitFor((m) => m.recipients.includes('expiry@example.com'))
    expect(smtp.messages.slice(before).flatMap((m) => m.recipients)).toEqual(['expiry@example.com'])
  })

  it('answers as for any address when the mail server refuses the message, and logs why', async () => {
    // A 500 here (and 200 for unknown addresses) would tell a stranger which addresses have accounts.
    await forgotPassword(folio, 'bounce@example.com')
    await waitForLog(folio, 'The reset email could not be sent.')
  })

  it('keeps nothing in the outbox and hides it from the admin', async () => {
    const outbox = await admin.get(`/${OUTBOX_SLUG}`)
    expect(outbox.status).toBe(200)
    expect(outbox.body.totalDocs).toBe(0)
    const config = await admin.get('/folio/client-config')
    expect(config.body.collections.map((c: { slug: string }) => c.slug)).not.toContain(OUTBOX_SLUG)
  })
})

describe.each(databases)('email outbox without SMTP_URL (%s)', (database) => {
  let folio: RunningFolio
  const as = {} as Record<'admin' | 'editor' | 'viewer' | 'anonymous', ApiClient>
  let users = 0

  /** A reset email in the outbox, to a user of the case's own; its id and address. */
  async function newMessage(headers: Record<string, string> = {}) {
    const to = `reader-${++users}@example.com`
    await addUser(as.admin, to)
    await forgotPassword(folio, to, headers)
    const messages = await waitForOutbox(as.admin, to)
    expect(messages).toHaveLength(1)
    return { to, message: messages[0]!, id: messages[0]!.id }
  }

  beforeAll(async () => {
    folio = await startFolio({ database })
    as.admin = await signUpAdmin(folio)
    for (const role of ['editor', 'viewer'] as const) {
      await addUser(as.admin, `${role}@example.com`, role)
      as[role] = new ApiClient(folio.url)
      expect((await as[role].login(`${role}@example.com`, PASSWORD)).status).toBe(200)
    }
    as.anonymous = new ApiClient(folio.url)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('stores the forgot-password email (to, subject, text, HTML, time) with its working link when FOLIO_OUTBOX_KEEP_LINKS=true, and logs only its id and recipient', async () => {
    const requestedAt = Date.now()
    const { to, message, id: messageId } = await newMessage({ 'Accept-Language': 'de' })
    expect(message).toMatchObject({ to, subject: 'Passwort zurücksetzen' })
    expect(Date.parse(message.sentAt)).toBeGreaterThanOrEqual(requestedAt - 1000)
    const { link, token } = resetLinkIn(folio, message.text)
    expect(message.text).toContain('Der Link ist 1 Stunde gültig.')
    expect(message.html).toContain(`href="${link}"`)

    await waitForLog(folio, `outbox: message ${messageId} to ${to}`)
    expect(folio.logs()).not.toContain(token)

    await expectTokenResets(folio, to, token)
  })

  it('warns loudly at start that email is not sent and that the outbox keeps working links', () => {
    expect(folio.logs()).toContain('WARNING: email is NOT sent: SMTP_URL is not set')
    expect(folio.logs()).toContain('WARNING: FOLIO_OUTBOX_KEEP_LINKS=true')
  })

  it('lets only admins read it', async () => {
    const { to, id: messageId } = await newMessage()
    for (const who of ['editor', 'viewer', 'anonymous'] as const) {
      expect((await as[who].get(`/${OUTBOX_SLUG}`)).status, who).toBe(403)
      expect((await as[who].get(`/${OUTBOX_SLUG}/${messageId}`)).status, who).toBe(403)
    }
    expect((await as.admin.get(`/${OUTBOX_SLUG}/${messageId}`)).body.to).toBe(to)
  })

  it('lets nobody create or change a message over REST, and only admins delete one', async () => {
    const { id: messageId } = await newMessage()
    for (const who of ['admin', 'editor', 'anonymous'] as const) {
      expect(
        (
          await as[who].post(`/${OUTBOX_SLUG}`, {
            to: 'x@example.com',
            subject: 'Forged',
            sentAt: new Date().toISOString(),
          })
        ).status,
        who,
      ).toBe(403)
      expect(
        (await as[who].patch(`/${OUTBOX_SLUG}/${messageId}`, { subject: 'Changed' })).status,
        who,
      ).toBe(403)
    }
    expect((await as.editor.delete(`/${OUTBOX_SLUG}/${messageId}`)).status).toBe(403)
    const stored = (await as.admin.get(`/${OUTBOX_SLUG}`)).body
    expect(stored.docs.map((d: { id: string | number }) => d.id)).toContain(messageId)
    expect((await as.admin.delete(`/${OUTBOX_SLUG}/${messageId}`)).status).toBe(200)
    const left = (await as.admin.get(`/${OUTBOX_SLUG}`)).body
    expect(left.totalDocs).toBe(stored.totalDocs - 1)
    expect(left.docs.map((d: { id: string | number }) => d.id)).not.toContain(messageId)
  })

  it('lists the outbox in the admin for admins only, in the Administration group', async () => {
    const adminConfig = await as.admin.get('/folio/client-config')
    const outbox = adminConfig.body.collections.find(
      (c: { slug: string }) => c.slug === OUTBOX_SLUG,
    )
    expect(outbox).toMatchObject({
      labels: { plural: { en: 'Outbox', de: 'Postausgang' } },
      admin: { group: { en: 'Administration', de: 'Verwaltung' }, useAsTitle: 'subject' },
    })
    for (const who of ['editor', 'viewer'] as const) {
      const config = await as[who].get('/folio/client-config')
      expect(
        config.body.collections.map((c: { slug: string }) => c.slug),
        who,
      ).not.toContain(OUTBOX_SLUG)
    }
  })
})

describe.each(databases)(
  'email outbox in production without FOLIO_OUTBOX_KEEP_LINKS (%s)',
  (database) => {
    let folio: RunningFolio
    let admin: ApiClient

    beforeAll(async () => {
      folio = await startFolio({ database, env: { FOLIO_OUTBOX_KEEP_LINKS: '' } })
      admin = await signUpAdmin(folio)
      await addUser(admin, 'viewer@example.com')
    })
    afterAll(async () => {
      await folio?.stop()
    })

    it('stores the reset email with its token hidden and logs no token: the outbox gives admins no working link', async () => {
      await forgotPassword(folio, 'viewer@example.com')
      const message = (await waitForOutbox(admin, 'viewer@example.com'))[0]!
      expect(message.subject).toBe('Reset your password')
      expect(message.text).toContain(`${folio.url}/admin/reset?token=[hidden]`)
      expect(message.html).toContain(`href="${folio.url}/admin/reset?token=[hidden]"`)
      for (const part of [message.text, message.html]) expect(part).not.toMatch(/[0-9a-f]{40}/)

      await waitForLog(folio, `outbox: message ${message.id} to viewer@example.com`)
      expect(folio.logs()).not.toMatch(/token=|[0-9a-f]{40}/)
    })

    it('tells admins, in English and German, that the tokens of its links are hidden', async () => {
      const outbox = (await admin.get('/folio/client-config')).body.collections.find(
        (c: { slug: string }) => c.slug === OUTBOX_SLUG,
      )
      expect(outbox.admin.description.en).toContain('with the tokens of its links hidden')
      expect(outbox.admin.description.de).toContain('die Tokens ihrer Links verborgen')
    })

    it('warns loudly at start that email is not sent, and not about kept links', () => {
      expect(folio.logs()).toContain('WARNING: email is NOT sent: SMTP_URL is not set')
      expect(folio.logs()).not.toContain('FOLIO_OUTBOX_KEEP_LINKS')
    })
  },
)

describe.each(databases)(
  'outbox messages kept with working links, after a restart without FOLIO_OUTBOX_KEEP_LINKS (%s)',
  (database) => {
    let before: RunningFolio
    let after: RunningFolio

    beforeAll(async () => {
      before = await startFolio({ database })
      const admin = await signUpAdmin(before)
      await addUser(admin, 'viewer@example.com')
      await forgotPassword(before, 'viewer@example.com')
      resetLinkIn(before, (await waitForOutbox(admin, 'viewer@example.com'))[0]!.text)
      process.kill(before.pid, 'SIGTERM')
      await before.exited
      // The same data folder and database, started again with the default (tokens hidden).
      after = await startFolio({
        env: {
          FOLIO_DATA_DIR: before.dataDir,
          DATABASE_URL: before.env.DATABASE_URL ?? '',
          PAYLOAD_SECRET: before.env.PAYLOAD_SECRET ?? '',
          FOLIO_OUTBOX_KEEP_LINKS: '',
        },
      })
    })
    afterAll(async () => {
      await after?.stop()
      await before?.stop()
    })

    it('hides the tokens of the stored messages at start', async () => {
      const admin = new ApiClient(after.url)
      expect((await admin.login('admin@example.com', PASSWORD)).status).toBe(200)
      const message = (await admin.get(`/${OUTBOX_SLUG}`)).body.docs[0]
      expect(message.text).toContain('/admin/reset?token=[hidden]')
      for (const part of [message.text, message.html]) expect(part).not.toMatch(/[0-9a-f]{40}/)
      expect(after.logs()).toContain('outbox: hid the link tokens of 1 stored messages')
    })
  },
)
