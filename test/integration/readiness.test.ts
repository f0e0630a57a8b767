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

  it('answers a sign-in while Redis is away with a server error, not a wait without end', async () => {
    const res = await fetch(`${folio.url}/api/users/login`, {
      method: 'POST',
      headers: { Origin: folio.url, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'Some-pass-123' }),
    })
    // Redis answers nothing within its retries (well under a second): a fault of the server's.
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ errors: [{ message: 'Something went wrong.' }] })
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
