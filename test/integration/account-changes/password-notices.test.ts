import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../harness/api-client'
import { waitForOutbox } from '../../harness/outbox'
import { databases, startFolio, type RunningFolio } from '../../harness/server'
import {
  addUser,
  errorOf,
  NEW_PASSWORD,
  outboxFor,
  PASSWORD,
  signedIn,
  signUpAdmin,
} from './helpers'

const RESET_LINK = /\/admin\/reset\?token=([\w-]+)/
const REFUSED_EN =
  "Administrators cannot set other users' passwords. Send the user a password reset link instead."

describe.each(databases)(
  'password notices, admin-set passwords and reset links (%s)',
  (database) => {
    let folio: RunningFolio
    let admin: ApiClient
    const ids: Record<string, number | string> = {}

    beforeAll(async () => {
      folio = await startFolio({ database })
      admin = await signUpAdmin(folio)
      for (const name of ['change', 'reset', 'patched', 'linked', 'editor'])
        ids[name] = await addUser(admin, `${name}@example.com`)
      ids.deutsch = await addUser(admin, 'deutsch@example.com', { language: 'de' })
    })
    afterAll(async () => {
      await folio?.stop()
    })

    it('change-password tells the user, in their language, without the password', async () => {
      const user = await signedIn(folio, 'deutsch@example.com')
      expect(
        (
          await user.post('/users/change-password', {
            currentPassword: PASSWORD,
            password: NEW_PASSWORD,
          })
        ).status,
      ).toBe(200)
      const [notice] = await outboxFor(admin, 'deutsch@example.com')
      expect(notice?.subject).toBe('Ihr Passwort wurde geändert')
      expect(notice?.text).toContain('Das Passwort Ihres Kontos deutsch@example.com')
      expect(notice?.text).not.toContain(NEW_PASSWORD)

      const english = await signedIn(folio, 'change@example.com')
      expect(
        (
          await english.post('/users/change-password', {
            currentPassword: PASSWORD,
            password: NEW_PASSWORD,
          })
        ).status,
      ).toBe(200)
      const [en] = await outboxFor(admin, 'change@example.com')
      expect(en?.subject).toBe('Your password was changed')
      expect(en?.text).toMatch(/If it was not, reset your password at once/)
    })

    it('a reset with an emailed link tells the user; the reset email itself is no notice', async () => {
      expect(
        (
          await new ApiClient(folio.url).post('/users/forgot-password', {
            email: 'reset@example.com',
          })
        ).status,
      ).toBe(200)
      const [resetEmail] = await waitForOutbox(admin, 'reset@example.com')
      const token = RESET_LINK.exec(resetEmail?.text ?? '')?.[1]
      expect(token).toBeTruthy()
      expect(
        (
          await new ApiClient(folio.url).post('/users/reset-password', {
            token,
            password: NEW_PASSWORD,
          })
        ).status,
      ).toBe(200)
      const messages = await outboxFor(admin, 'reset@example.com')
      expect(messages.map((m) => m.subject)).toEqual([
        'Your password was changed',
        'Reset your password',
      ])
      expect(messages[0]?.text).toContain('was reset with an emailed link')
      expect(messages[0]?.text).not.toContain(token)
    })

    it("an admin cannot set another user's password by default (403, also in an update of many)", async () => {
      const res = await admin.patch(`/users/${ids.patched}`, { password: NEW_PASSWORD })
      expect(res.status).toBe(403)
      expect(errorOf(res)).toBe(REFUSED_EN)
      const german = await admin.request(
        'PATCH',
        `/users/${ids.patched}`,
        { password: NEW_PASSWORD },
        { 'Accept-Language': 'de' },
      )
      expect(errorOf(german)).toMatch(
        /^Administratoren können die Passwörter anderer Benutzer nicht festlegen/,
      )
      expect(
        (
          await admin.request('PATCH', `/users?where[id][equals]=${ids.patched}`, {
            password: NEW_PASSWORD,
          })
        ).status,
      ).toBe(403)
      expect(
        (await new ApiClient(folio.url).login('patched@example.com', NEW_PASSWORD)).status,
      ).toBe(401)
      await signedIn(folio, 'patched@example.com')
    })

    it('send-reset: an admin sends a user the reset email, whose link works', async () => {
      const res = await admin.post(`/users/${ids.linked}/send-reset`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.message).toBe('A password reset link was sent to linked@example.com.')
      expect(JSON.stringify(res.body)).not.toMatch(/token/i)
      const [email] = await outboxFor(admin, 'linked@example.com')
      expect(email?.subject).toBe('Reset your password')
      const token = RESET_LINK.exec(email?.text ?? '')?.[1]
      expect(
        (
          await new ApiClient(folio.url).post('/users/reset-password', {
            token,
            password: NEW_PASSWORD,
          })
        ).status,
      ).toBe(200)
      await signedIn(folio, 'linked@example.com', NEW_PASSWORD)
      // A second link right away is refused by Payload's interval between reset emails.
      expect((await admin.post(`/users/${ids.linked}/send-reset`)).status).toBe(429)
    })

    it('send-reset: 403 for a non-admin and for a cookie from another origin, 404 for an unknown id', async () => {
      const editor = await signedIn(folio, 'editor@example.com')
      expect((await editor.post(`/users/${ids.patched}/send-reset`)).status).toBe(403)
      expect((await new ApiClient(folio.url).post(`/users/${ids.patched}/send-reset`)).status).toBe(
        403,
      )
      // The admin's own cookie, sent by another site's page.
      expect(
        (
          await admin.request(
            'POST',
            `/users/${ids.patched}/send-reset`,
            {},
            { Origin: 'https://attacker.example' },
          )
        ).status,
      ).toBe(403)
      expect(await outboxFor(admin, 'patched@example.com')).toEqual([])

      expect((await admin.post('/users/999999/send-reset')).status).toBe(404)
      expect((await admin.post('/users/not-an-id/send-reset')).status).toBe(404)
    })

    it('send-reset refuses a pending invitation (409): the invitee has no password yet', async () => {
      const invite = await admin.post('/users/invite', {
        email: 'pending@example.com',
        role: 'editor',
        language: 'en',
      })
      expect(invite.status, JSON.stringify(invite.body)).toBeLessThan(300)
      const id = invite.body.doc.id
      const res = await admin.post(`/users/${id}/send-reset`)
      expect(res.status).toBe(409)
      expect(errorOf(res)).toBe(
        'This user has not accepted their invitation yet. Send a new invitation instead.',
      )
    })
  },
)
