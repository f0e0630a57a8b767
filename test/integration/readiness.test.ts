import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFolio, type RunningFolio } from '../harness/server'

// Redis (REDIS_URL) at an address where nothing listens: the instance lives, but is not ready.
describe('liveness and readiness with Redis away', () => {
  let folio: RunningFolio

  beforeAll(async () => {
    folio = await startFolio({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, waitFor: 'health' })
  }, 90_000)
  afterAll(async () => {
    await folio?.stop()
  })

  it('answers liveness, and readiness 503 naming the part that is away, without its error', async () => {
    const health = await fetch(`${folio.url}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${folio.url}/api/ready`)
    expect(ready.status).toBe(503)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      database: 'reachable',
      redis: 'unreachable',
    })
    // What failed is in the log, with the request's id.
    const id = ready.headers.get('x-request-id')!
    expect(
      folio
        .logs()
        .split('\n')
        .some((line) => line.includes('readiness check failed') && line.includes(id)),
    ).toBe(true)
  })

  it('answers what needs Redis with 503 and Retry-After, soon, in the request language', async () => {
    const signIn = await fetch(`${folio.url}/api/users/login`, {
      method: 'POST',
      headers: { Origin: folio.url, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'Some-pass-123' }),
    })
    expect(signIn.status).toBe(503)
    expect(signIn.headers.get('retry-after')).toBe('1')
    expect(await signIn.json()).toEqual({
      errors: [
        {
          message:
            'The server cannot reach a service it needs. Nothing was changed; try again in a moment.',
        },
      ],
    })
    // An API key's limit is checked before Payload: the same answer, in French.
    const withKey = await fetch(`${folio.url}/api/posts`, {
      headers: { Authorization: 'users API-Key not-a-real-key', 'Accept-Language': 'fr' },
    })
    expect(withKey.status).toBe(503)
    expect(withKey.headers.get('retry-after')).toBe('1')
    const french = JSON.parse(
      readFileSync(new URL('../../src/server/kit/http-messages/fr.json', import.meta.url), 'utf8'),
    ) as { serviceUnavailable: string }
    expect((await withKey.json()).errors[0].message).toBe(french.serviceUnavailable)
  })

  it('answers only GET: a write to the health paths is refused', async () => {
    for (const path of ['/api/health', '/api/ready']) {
      const res = await fetch(`${folio.url}${path}`, {
        method: 'POST',
        headers: { Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' },
        body: '{}',
      })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    }
  })
})
