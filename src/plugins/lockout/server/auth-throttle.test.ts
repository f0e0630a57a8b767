import { lockoutMessages } from '../shared/messages'
import { APIError, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { memoryState } from '../../../server/kit/shared-state'
import { AuthThrottle, type ThrottleRules } from './auth-throttle'

const rule = { slowAfter: 2, refuseAfter: 2, windowMs: 60_000 }
const rules: ThrottleRules = {
  loginByAccount: rule,
  loginByAddress: rule,
  forgotByAddress: rule,
  forgotByEmail: rule,
  forgotOverall: rule,
  linksByAddress: rule,
}
const fakeReq = () =>
  ({
    i18n: { language: 'pl', translations: { folio: lockoutMessages.pl } },
    t: (key: string, vars?: { count?: number }) => `${key} ${vars?.count}`,
  }) as unknown as PayloadRequest

describe('AuthThrottle', () => {
  it('refuses a key over its bucket limit with 429 and Retry-After in seconds, other keys and buckets stay open', async () => {
    const throttle = new AuthThrottle(memoryState(), rules, { baseDelayMs: 0, maxDelayMs: 0 })
    await throttle.count({ forgotByAddress: 'a', forgotByEmail: 'x' })
    await throttle.count({ forgotByAddress: 'a', forgotByEmail: 'y' })
    const req = fakeReq()
    const refusal = await throttle
      .pass(req, { forgotByAddress: 'a', forgotByEmail: 'z' })
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(APIError)
    expect((refusal as APIError).status).toBe(429)
    // One minute to wait, in the Polish form for 1.
    expect((refusal as APIError).message).toBe('folio:tooManyRequests_one 1')
    expect(req.responseHeaders?.get('Retry-After')).toBe('60')
    await expect(
      throttle.pass(fakeReq(), { forgotByAddress: 'b', linksByAddress: 'a' }),
    ).resolves.toBeUndefined()
    await throttle.clear('forgotByAddress', 'a')
    await expect(throttle.pass(fakeReq(), { forgotByAddress: 'a' })).resolves.toBeUndefined()
  })
})

describe('AuthThrottle keys', () => {
  it('counts a very long key like any other (kept as a digest)', async () => {
    const throttle = new AuthThrottle(memoryState(), rules, { baseDelayMs: 0, maxDelayMs: 0 })
    const long = 'x'.repeat(100_000) + '@example.com'
    await throttle.count({ loginByAccount: long })
    await throttle.count({ loginByAccount: long })
    await expect(throttle.pass(fakeReq(), { loginByAccount: long })).rejects.toBeInstanceOf(
      APIError,
    )
    await expect(
      throttle.pass(fakeReq(), { loginByAccount: 'y'.repeat(100_000) }),
    ).resolves.toBeUndefined()
  })
})
