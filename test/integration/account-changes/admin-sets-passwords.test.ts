import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../../harness/server'
import { startSmtpSink, type SmtpSink } from '../../harness/smtp-sink'
import { addUser, NEW_PASSWORD, PASSWORD, signedIn, signUpAdmin } from './helpers'

describe.each(databases)('FOLIO_ADMIN_SETS_PASSWORDS=true, email over SMTP (%s)', (database) => {
  let folio: RunningFolio
  let smtp: SmtpSink
  let admin: ApiClient
  const ids: Record<string, number | string> = {}

  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: /^bounce@/ })
    folio = await startFolio({
      database,
      env: { FOLIO_ADMIN_SETS_PASSWORDS: 'true', SMTP_URL: smtp.url },
    })
    admin = await signUpAdmin(folio)
    ids.target = await addUser(admin, 'target@example.com', { language: 'de' })
    ids.bounce = await addUser(admin, 'bounce@example.com')
  })
  afterAll(async () => {
    await folio?.stop()
    await smtp?.stop()
  })

  it("an admin sets another user's password: all of their sessions end and they are told", async () => {
    const user = await signedIn(folio, 'target@example.com')
    const res = await admin.patch(`/users/${ids.target}`, { password: NEW_PASSWORD })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await user.get('/users/me')).body.user).toBeNull()
    await signedIn(folio, 'target@example.com', NEW_PASSWORD)
    const notice = await smtp.waitFor((m) => m.recipients.includes('target@example.com'))
    expect(notice.subject).toBe('Ihr Passwort wurde geändert')
    expect(notice.raw).not.toContain(NEW_PASSWORD)
  })

  it("a user's own password still never changes by a plain PATCH", async () => {
    const me = (await admin.get('/users/me')).body.user
    expect((await admin.patch(`/users/${me.id}`, { password: NEW_PASSWORD })).status).toBe(403)
  })

  it('a notice the mail server refuses does not undo or fail the change', async () => {
    const user = await signedIn(folio, 'bounce@example.com')
    const res = await user.post('/users/change-password', {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(
      (await admin.patch(`/users/${ids.bounce}`, { email: 'bounce-moved@example.com' })).status,
    ).toBe(200)
    await signedIn(folio, 'bounce-moved@example.com', NEW_PASSWORD)
  })
})
