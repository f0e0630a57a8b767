import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { waitForOutbox } from '../harness/outbox'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { startSmtpSink, type SmtpSink } from '../harness/smtp-sink'
import { setUserColumn, userColumn } from '../harness/user-row'

const PASSWORD = 'Invite-admin-2026'
const CHOSEN = 'Welcome-aboard-9173'
const INVALID_EN = 'Invitation link is invalid or expired.'
const INVALID_DE = 'Der Einladungslink ist ungültig oder abgelaufen.'

/** The accept link in a message: absolute, on SERVER_URL and the admin route, with the token. */
function acceptLinkIn(
  folio: RunningFolio,
  text: string | undefined,
): { link: string; token: string } {
  const escaped = folio.url.replace(/[.:/]/g, '\\$&')
  const match = new RegExp(`${escaped}/admin/accept-invitation\\?token=([\\w-]{43})`).exec(
    text ?? '',
  )
  expect(match, `no accept link on ${folio.url} in:\n${text}`).not.toBeNull()
  return { link: match![0], token: match![1]! }
}

const signUpAdmin = (folio: RunningFolio) =>
  signedInAdmin(folio, { email: 'admin@example.com', password: PASSWORD, name: 'Ada Admin' })

describe.each(databases)('invitations (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  const anonymous = () => new ApiClient(folio.url)

  /** Invites `email` and returns the token from the newest outbox message to it. */
  async function invite(
    email: string,
    extra: Record<string, unknown> = {},
  ): Promise<{ id: string | number; token: string; text: string; subject: string }> {
    const res = await admin.post('/users/invite', { email, role: 'editor', ...extra })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const mail = await latestMail(email)
    return {
      id: res.body.doc.id,
      token: acceptLinkIn(folio, mail.text).token,
      text: mail.text,
      subject: mail.subject,
    }
  }

  async function latestMail(
    email: string,
  ): Promise<{ text: string; subject: string; html: string }> {
    const { body } = await admin.get(
      `/${OUTBOX_SLUG}?where[to][equals]=${encodeURIComponent(email)}&sort=-sentAt&limit=1`,
    )
    expect(body.docs.length, `no message to ${email}`).toBe(1)
    return body.docs[0]
  }

  const accept = (token: string, data: Record<string, unknown> = {}, client = anonymous()) =>
    client.post('/users/accept-invitation', { token, password: CHOSEN, ...data })

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signUpAdmin(folio)
    const editor = await admin.post('/users', {
      email: 'editor@example.com',
      password: PASSWORD,
      role: 'editor',
    })
    expect(editor.status).toBe(201)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('creates a pending user without a password and emails a single-use link in the chosen language', async () => {
    const { id, token, text, subject } = await invite('grace@example.com', {
      name: 'Grace',
      language: 'de',
    })
    expect(subject).toBe(`Ihre Einladung zu ${new URL(folio.url).host}`)
    expect(text).toContain('Ada Admin hat Sie eingeladen')
    expect(text).toContain('als Redakteur')
    const user = await admin.get(`/users/${id}`)
    expect(user.body).toMatchObject({
      email: 'grace@example.com',
      name: 'Grace',
      role: 'editor',
      invitationStatus: 'pending',
    })
    expect(JSON.stringify(user.body)).not.toMatch(/hmac|tokenHash|expiresAt/)
    // Only an HMAC of the token is stored, and no password hash at all.
    const stored = await userColumn(folio, 'grace@example.com', 'invitation_token_hash')
    expect(stored).toMatch(/^hmac-sha256:[0-9a-f]{64}$/)
    expect(String(stored)).not.toContain(token)
    expect(await userColumn(folio, 'grace@example.com', 'hash')).toBeNull()
    const pendingList = await admin.get('/users?where[invitationStatus][equals]=pending')
    // Other cases' invitations may be pending too; the admin (active) is not listed.
    const pending = pendingList.body.docs as { email: string; invitationStatus: string }[]
    expect(pending.map((d) => d.email)).toContain('grace@example.com')
    expect(pending.map((d) => d.email)).not.toContain('admin@example.com')
    expect(new Set(pending.map((d) => d.invitationStatus))).toEqual(new Set(['pending']))
  })

  it('lets a pending user neither sign in nor get a reset email', async () => {
    await invite('pending@example.com')
    // Guesses lock it as any account (accepting clears that), but send no lock email: it has no password to protect.
    for (let i = 0; i < 5; i++)
      expect((await anonymous().login('pending@example.com', `anything-at-all-${i}A`)).status).toBe(
        401,
      )
    expect((await anonymous().login('pending@example.com', 'anything-at-all-1A')).status).toBe(401)
    expect(
      (await anonymous().post('/users/forgot-password', { email: 'pending@example.com' })).status,
    ).toBe(200)
    const { body } = await admin.get(`/${OUTBOX_SLUG}?where[to][equals]=pending@example.com`)
    expect(body.docs.map((d: { subject: string }) => d.subject)).toEqual([
      `You are invited to ${new URL(folio.url).host}`,
    ])
  })

  it('is only for those who may create users', async () => {
    const editor = new ApiClient(folio.url)
    expect((await editor.login('editor@example.com', PASSWORD)).status).toBe(200)
    expect(
      (await editor.post('/users/invite', { email: 'x@example.com', role: 'viewer' })).status,
    ).toBe(403)
    expect(
      (await anonymous().post('/users/invite', { email: 'y@example.com', role: 'viewer' })).status,
    ).toBe(403)
    expect(
      (await admin.get('/users?where[email][in]=x@example.com,y@example.com')).body.totalDocs,
    ).toBe(0)
    const taken = await admin.post('/users/invite', { email: 'editor@example.com', role: 'viewer' })
    expect(taken.status).toBe(400)
    expect(taken.body.errors[0].data.errors[0]).toMatchObject({ path: 'email' })
  })

  it('shows whom a working link invites and which fields to fill in, and refuses other links', async () => {
    const { token } = await invite('preview@example.com', { name: 'Pre View' })
    const res = await anonymous().get(`/users/invitation?token=${token}`)
    expect(res.status).toBe(200)
    expect(res.body.email).toBe('preview@example.com')
    expect(res.body.data).toEqual({ name: 'Pre View' })
    const names = res.body.fields.map((f: { name: string }) => f.name)
    expect(names).toContain('name')
    for (const hidden of [
      'email',
      'role',
      'provider',
      'invitationStatus',
      'invitation',
      'lockedByAdmin',
    ])
      expect(names).not.toContain(hidden)
    const wrong = await anonymous().get(`/users/invitation?token=${token.slice(0, -2)}xx`)
    expect(wrong.status).toBe(403)
    expect(wrong.body.errors[0].message).toBe(INVALID_EN)
    const german = await anonymous().request('GET', '/users/invitation?token=nope', undefined, {
      'Accept-Language': 'de',
    })
    expect(german.body.errors[0].message).toBe(INVALID_DE)
  })

  it('accepts with a good password: the fields are saved, the role stays, the user is signed in, the link is used up', async () => {
    const { token } = await invite('ada@example.com')
    const weak = await accept(token, { password: 'short' })
    expect(weak.status).toBe(400)
    expect(weak.body.errors[0].data.errors[0]).toMatchObject({
      path: 'password',
      message: 'Password does not meet requirements.',
    })

    const client = anonymous()
    const res = await accept(
      token,
      { name: 'Ada Lovelace', role: 'admin', email: 'evil@example.com' },
      client,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      role: 'editor',
      invitationStatus: 'accepted',
    })
    const me = await client.get('/users/me')
    expect(me.body.user).toMatchObject({ email: 'ada@example.com', role: 'editor' })
    expect(await userColumn(folio, 'ada@example.com', 'invitation_token_hash')).toBeNull()

    const again = await accept(token)
    expect(again.status).toBe(403)
    expect(again.body.errors[0].message).toBe(INVALID_EN)
    expect((await anonymous().login('ada@example.com', CHOSEN)).status).toBe(200)
    expect((await admin.post(`/users/${res.body.user.id}/invitation`)).status).toBe(409)
  })

  it('refuses an expired link', async () => {
    const { token } = await invite('late@example.com')
    await setUserColumn(
      folio,
      'late@example.com',
      'invitation_expires_at',
      new Date(Date.now() - 1000).toISOString(),
    )
    const res = await accept(token)
    expect(res.status).toBe(403)
    expect(res.body.errors[0].message).toBe(INVALID_EN)
    const state = await admin.get(
      `/users/${(await admin.get('/users?where[email][equals]=late@example.com')).body.docs[0].id}/invitation`,
    )
    expect(state.body).toMatchObject({ status: 'pending', isExpired: true })
  })

  it('sends a new link on resend, and the old one stops working', async () => {
    const first = await invite('again@example.com', { language: 'de' })
    const resent = await admin.post(`/users/${first.id}/invitation`)
    expect(resent.status).toBe(200)
    expect(resent.body.invitation).toMatchObject({
      status: 'pending',
      isExpired: false,
      language: 'de',
    })
    const mail = await latestMail('again@example.com')
    expect(mail.subject).toContain('Ihre Einladung')
    const { token } = acceptLinkIn(folio, mail.text)
    expect(token).not.toBe(first.token)
    expect((await accept(first.token)).status).toBe(403)
    expect((await accept(token)).status).toBe(200)
  })

  it('writes later emails to the invited user in the invitation’s language, whatever the request’s', async () => {
    const { id, token } = await invite('deutsch@example.com', { language: 'de' })
    expect((await accept(token)).status).toBe(200)
    expect((await admin.get(`/users/${id}`)).body.language).toBe('de')
    expect(
      (await anonymous().post('/users/forgot-password', { email: 'deutsch@example.com' })).status,
    ).toBe(200)
    // The invitation, then the reset email (written after forgot-password's answer).
    expect((await waitForOutbox(admin, 'deutsch@example.com', 2))[0]!.subject).toBe(
      'Passwort zurücksetzen',
    )
    expect((await admin.post(`/users/${id}/lock`)).status).toBe(200)
    expect((await latestMail('deutsch@example.com')).subject).toBe('Ihr Konto ist gesperrt')
  })

  it('revokes a pending invitation by removing the user', async () => {
    const { id, token } = await invite('revoked@example.com')
    const editor = new ApiClient(folio.url)
    await editor.login('editor@example.com', PASSWORD)
    expect((await editor.delete(`/users/${id}/invitation`)).status).toBe(403)
    expect((await admin.delete(`/users/${id}/invitation`)).status).toBe(200)
    expect((await admin.get(`/users/${id}`)).status).toBe(404)
    expect((await accept(token)).status).toBe(403)
  })

  it('answers the accept form’s server checks only to the holder of the link', async () => {
    const { id, token } = await invite('form@example.com')
    const body = {
      collection: 'users',
      id,
      operation: 'update',
      data: { name: 'x'.repeat(121) },
      paths: ['name'],
    }
    expect((await anonymous().post('/folio/form-state', body)).status).toBe(403)
    expect(
      (await anonymous().post('/folio/form-state', { ...body, grant: 'not-a-token' })).status,
    ).toBe(403)
    const granted = await anonymous().post('/folio/form-state', { ...body, grant: token })
    expect(granted.status).toBe(200)
    expect(granted.body.errors).toEqual([{ path: 'name', message: expect.stringContaining('120') }])
    expect(
      (await anonymous().post('/folio/form-state', { ...body, id: 1, grant: token })).status,
    ).toBe(403)
  })
})

describe.each(databases)('invitation email over SMTP (%s)', (database) => {
  let smtp: SmtpSink
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: /^bounce@/ })
    folio = await startFolio({ database, env: { SMTP_URL: smtp.url } })
    admin = await signUpAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
    await smtp?.stop()
  })

  it('delivers the invitation in English with an absolute link that works', async () => {
    expect(
      (
        await admin.post('/users/invite', {
          email: 'smtp@example.com',
          role: 'author',
          language: 'en',
        })
      ).status,
    ).toBe(201)
    const mail = await smtp.waitFor((m) => m.recipients.includes('smtp@example.com'))
    expect(mail.subject).toBe(`You are invited to ${new URL(folio.url).host}`)
    expect(mail.text).toContain('Ada Admin invited you to work on')
    expect(mail.text).toContain('as Author')
    expect(mail.text).toMatch(/The link works once and until .+ UTC\./)
    const { link, token } = acceptLinkIn(folio, mail.text)
    expect(mail.html).toContain(`href="${link}"`)
    const accepted = await new ApiClient(folio.url).post('/users/accept-invitation', {
      token,
      password: CHOSEN,
    })
    expect(accepted.status).toBe(200)
  })

  it('creates nothing when the email cannot be delivered', async () => {
    const res = await admin.post('/users/invite', { email: 'bounce@example.com', role: 'viewer' })
    expect(res.status).toBe(502)
    expect(res.body.errors[0].message).toBe(
      'The invitation email could not be sent. Nothing was changed; please try again later.',
    )
    expect((await admin.get('/users?where[email][equals]=bounce@example.com')).body.totalDocs).toBe(
      0,
    )
  })
})
