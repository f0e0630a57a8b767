import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'
import { ApiClient } from '../harness/api-client'
import { waitForOutbox } from '../harness/outbox'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const PASSWORD = 'Provider-pass-2026'
const NEW_PASSWORD = 'Another-fresh-pass-91'
const LOCAL_ONLY_EN = 'Password changes are only possible for local identity provider.'
const LOCAL_ONLY_DE = 'Passwortänderungen sind nur für den lokalen Identitätsanbieter möglich.'

/**
 * Moves an account to another identity provider, written into the row itself: this server
 * enables no provider, so the users collection offers only `local` (PostgreSQL keeps select
 * options as an enum, so a value it lacks is added to it first, in this test's own database).
 */
async function setProvider(folio: RunningFolio, email: string, provider: string): Promise<void> {
  if (folio.database === 'sqlite') {
    const db = createClient({ url: `file:${path.join(folio.dataDir, 'folio.db')}` })
    try {
      const { rowsAffected } = await db.execute({
        sql: 'update users set provider = ? where email = ?',
        args: [provider, email],
      })
      expect(rowsAffected).toBe(1)
    } finally {
      db.close()
    }
    return
  }
  const client = new pg.Client({ connectionString: folio.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `alter type enum_users_provider add value if not exists '${provider.replace(/'/g, "''")}'`,
    )
    const { rowCount } = await client.query('update users set provider = $1 where email = $2', [
      provider,
      email,
    ])
    expect(rowCount).toBe(1)
  } finally {
    await client.end()
  }
}

describe.each(databases)(
  'password changes only for the local identity provider (%s)',
  (database) => {
    let folio: RunningFolio
    let admin: ApiClient

    async function outboxTo(email: string): Promise<{ subject: string; text: string }[]> {
      const res = await admin.get(`/${OUTBOX_SLUG}?where[to][equals]=${encodeURIComponent(email)}`)
      expect(res.status).toBe(200)
      return res.body.docs
    }

    beforeAll(async () => {
      folio = await startFolio({ database, env: { FOLIO_LOGIN_DELAY_MS: '0' } })
      admin = new ApiClient(folio.url)
      expect(
        (
          await admin.post('/users/first-register', {
            email: 'admin@example.com',
            password: PASSWORD,
          })
        ).status,
      ).toBe(200)
      expect((await admin.login('admin@example.com', PASSWORD)).status).toBe(200)
    })

    // Each case moves accounts of its own between providers.
    let users = 0
    async function newUser(name: string): Promise<string> {
      const email = `${name}-${++users}@example.com`
      const res = await admin.post('/users', { email, password: PASSWORD, role: 'editor' })
      expect(res.status).toBe(201)
      return email
    }

    afterAll(async () => {
      await folio?.stop()
    })

    it('refuses change-password for another provider with 403 and the documented message, in German too, and counts no failed attempt', async () => {
      const external = await newUser('external')
      const user = new ApiClient(folio.url)
      expect((await user.login(external, PASSWORD)).status).toBe(200)
      await setProvider(folio, external, 'oidc')

      const english = await user.post('/users/change-password', {
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
      })
      expect([english.status, english.body?.errors?.[0]?.message]).toEqual([403, LOCAL_ONLY_EN])
      const german = await user.request(
        'POST',
        '/users/change-password',
        { currentPassword: 'Wrong-but-unchecked-1', password: NEW_PASSWORD },
        { 'Accept-Language': 'de-DE,de;q=0.9' },
      )
      expect([german.status, german.body?.errors?.[0]?.message]).toEqual([403, LOCAL_ONLY_DE])

      // The password is unchanged (the old one is right, yet a provider account signs in only
      // with its provider), and the wrong current password above was never checked.
      expect((await new ApiClient(folio.url).login(external, NEW_PASSWORD)).status).toBe(401)
      const old = await new ApiClient(folio.url).login(external, PASSWORD)
      expect([old.status, old.body?.errors?.[0]?.message]).toEqual([
        401,
        'You are not allowed to sign in using email and password. Please use OpenID Connect.',
      ])
      const ids = await admin.get(`/users?where[email][equals]=${external}`)
      const state = await admin.get(`/users/${ids.body.docs[0].id}/lock-state`)
      // Only the wrong password counted: the right one, refused, neither failed nor settled.
      expect(state.body.loginAttempts).toBe(1)
    })

    it('sends no reset email to such an account, answering as for an unknown address', async () => {
      const moved = await newUser('external')
      await setProvider(folio, moved, 'oidc')
      const local = await newUser('local')
      const unknown = await new ApiClient(folio.url).post('/users/forgot-password', {
        email: 'nobody@example.com',
      })
      const external = await new ApiClient(folio.url).post('/users/forgot-password', {
        email: `${moved.toUpperCase()} `,
      })
      expect([external.status, external.body]).toEqual([unknown.status, unknown.body])
      expect(external.status).toBe(200)
      // A local account still gets its email on the same server.
      expect(
        (
          await new ApiClient(folio.url).post('/users/forgot-password', {
            email: local,
          })
        ).status,
      ).toBe(200)
      expect(await waitForOutbox(admin, local)).toHaveLength(1)
      expect(await outboxTo(moved)).toHaveLength(0)
    })

    it('refuses a reset link from before the account moved to another provider, in English and German', async () => {
      const former = await newUser('former')
      expect(
        (
          await new ApiClient(folio.url).post('/users/forgot-password', {
            email: former,
          })
        ).status,
      ).toBe(200)
      const [mail] = await waitForOutbox(admin, former)
      const token = /\/admin\/reset\?token=([0-9a-f]{40})/.exec(mail?.text ?? '')?.[1]
      expect(token).toBeTruthy()
      await setProvider(folio, former, 'oidc')

      const german = await new ApiClient(folio.url).request(
        'POST',
        '/users/reset-password',
        { token, password: NEW_PASSWORD },
        { Cookie: 'folio-lng=de' },
      )
      expect([german.status, german.body?.errors?.[0]?.message]).toEqual([403, LOCAL_ONLY_DE])
      const english = await new ApiClient(folio.url).post('/users/reset-password', {
        token,
        password: NEW_PASSWORD,
      })
      expect([english.status, english.body?.errors?.[0]?.message]).toEqual([403, LOCAL_ONLY_EN])
      expect((await new ApiClient(folio.url).login(former, NEW_PASSWORD)).status).toBe(401)

      // Back on the local provider, the same link works: only the provider stood in the way.
      await setProvider(folio, former, 'local')
      expect(
        (
          await new ApiClient(folio.url).post('/users/reset-password', {
            token,
            password: NEW_PASSWORD,
          })
        ).status,
      ).toBe(200)
    })

    it('still changes the password of a local account', async () => {
      const local = await newUser('local')
      const user = new ApiClient(folio.url)
      expect((await user.login(local, PASSWORD)).status).toBe(200)
      expect(
        (
          await user.post('/users/change-password', {
            currentPassword: PASSWORD,
            password: NEW_PASSWORD,
          })
        ).status,
      ).toBe(200)
    })
  },
)
