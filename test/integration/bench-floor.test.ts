import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFolio, type RunningFolio } from '../harness/server'

/** The bench's floor page (src/server/bench-floor.ts) exists only where the bench asks for it. */
describe('bench floor page', () => {
  let plain: RunningFolio
  let bench: RunningFolio
  beforeAll(async () => {
    ;[plain, bench] = await Promise.all([
      startFolio(),
      startFolio({ env: { FOLIO_BENCH_FLOOR: '1' } }),
    ])
  })
  afterAll(async () => {
    await Promise.all([plain?.stop(), bench?.stop()])
  })

  it('is not served without FOLIO_BENCH_FLOOR', async () => {
    const res = await fetch(`${plain.url}/__bench-floor`, { redirect: 'manual' })
    expect(res.status).toBe(404)
  })

  it('is one input, not stored and without cookies, with FOLIO_BENCH_FLOOR=1', async () => {
    const res = await fetch(`${bench.url}/__bench-floor`, { redirect: 'manual' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('set-cookie')).toBeNull()
    const html = await res.text()
    expect(html.match(/<input\b/g)).toHaveLength(1)
    expect(html).not.toContain('<script')
  })
})
