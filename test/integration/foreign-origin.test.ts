import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const EMAIL = 'owner@example.com'
const PASSWORD = 'Owner-pass-123'
const FOREIGN = 'https://evil.example'

describe.each(databases)('a first user from another site (%s)', (database) => {
  // A server without users of its own.
  let folio: RunningFolio
  beforeAll(async () => {
    folio = await startFolio({ database })
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses a first-register from another origin (CSRF) and creates nobody', async () => {
    const foreign = await new ApiClient(folio.url, FOREIGN).post('/users/first-register', {
      email: EMAIL,
      password: PASSWORD,
    })
    expect(foreign.status).toBe(403)
    expect(foreign.body.errors[0].message).toBe(
      'This request comes from another site and was refused.',
    )
    const crossSite = await fetch(`${folio.apiURL}/users/first-register`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'cross-site',
        'Accept-Language': 'de',
      },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    expect(crossSite.status).toBe(403)
    expect(
      ((await crossSite.json()) as { errors: Array<{ message: string }> }).errors[0]!.message,
    ).toBe('Diese Anfrage kommt von einer anderen Website und wurde abgelehnt.')
    expect((await new ApiClient(folio.url).get('/folio/client-config')).body.hasUsers).toBe(false)
  })
})

describe.each(databases)('calls from another site once a user exists (%s)', (database) => {
  let folio: RunningFolio
  beforeAll(async () => {
    folio = await startFolio({ database })
    const registered = await new ApiClient(folio.url).post('/users/first-register', {
      email: EMAIL,
      password: PASSWORD,
    })
    expect(registered.status).toBe(200)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses sign-in, forgot and reset password from another origin but not from its own', async () => {
    const foreign = new ApiClient(folio.url, FOREIGN)
    const calls = [
      await foreign.login(EMAIL, PASSWORD),
      await foreign.post('/users/forgot-password', { email: EMAIL }),
      await foreign.post('/users/reset-password', { token: 'x', password: PASSWORD }),
      await foreign.post('/users/accept-invitation', { token: 'x', password: PASSWORD }),
    ]
    for (const res of calls) {
      expect(res.status).toBe(403)
      expect(res.body.errors[0].message).toBe(
        'This request comes from another site and was refused.',
      )
    }
    expect(foreign.hasCookie('folio-token')).toBe(false)
    expect((await new ApiClient(folio.url).login(EMAIL, PASSWORD)).status).toBe(200)
  })

  it('still answers reads from another origin (anonymously) and non-browser clients without Origin', async () => {
    expect((await new ApiClient(folio.url, FOREIGN).get('/folio/client-config')).status).toBe(200)
    const script = await fetch(`${folio.apiURL}/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    expect(script.status).toBe(200)
  })
})
