import type { AuthStrategy, Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { authenticateOncePerPage, withPageAuth } from './page-auth'

/** A strategy that reads its user from the cookie, counting how often it ran. */
function countingPayload() {
  const calls: string[] = []
  const strategy: AuthStrategy = {
    name: 'local-jwt',
    authenticate: async ({ headers }) => {
      const cookie = headers.get('cookie') ?? ''
      calls.push(cookie)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return cookie
        ? { user: { id: cookie, collection: 'users', sessions: [{ id: 's1' }] } as never }
        : { user: null }
    },
  }
  const payload = { authStrategies: [strategy] } as unknown as Payload
  authenticateOncePerPage(payload)
  const authenticate = (headers: Record<string, string>) =>
    payload.authStrategies[0]!.authenticate({ headers: new Headers(headers), payload })
  return { payload, calls, authenticate }
}

describe('authenticateOncePerPage', () => {
  it("authenticates a page's reads once: requests with the same headers share the result", async () => {
    const { calls, authenticate } = countingPayload()
    const users = await withPageAuth(() =>
      Promise.all([
        authenticate({ cookie: 'a', 'content-type': 'application/json', 'x-request-id': '1' }),
        authenticate({ cookie: 'a', 'x-request-id': '2' }),
        authenticate({ cookie: 'a', 'x-request-id': '3' }),
      ]),
    )
    expect(calls).toEqual(['a'])
    expect(users.map((r) => r.user?.id)).toEqual(['a', 'a', 'a'])
    // Each request gets its own copy: what one changes on its user, the others do not see.
    ;(users[0]!.user as Record<string, unknown>).collection = 'changed'
    expect(users[1]!.user?.collection).toBe('users')
  })

  it('never answers one session with another: other headers authenticate on their own', async () => {
    const { calls, authenticate } = countingPayload()
    const [a, b, none] = await withPageAuth(() =>
      Promise.all([
        authenticate({ cookie: 'a' }),
        authenticate({ cookie: 'b' }),
        authenticate({ cookie: 'a', authorization: 'users API-Key k' }),
      ]),
    )
    expect(a.user?.id).toBe('a')
    expect(b.user?.id).toBe('b')
    expect(none.user?.id).toBe('a')
    expect(calls).toEqual(['a', 'b', 'a'])
  })

  it('authenticates every request outside a page, and after its page is done', async () => {
    const { calls, authenticate } = countingPayload()
    await authenticate({ cookie: 'a' })
    await authenticate({ cookie: 'a' })
    expect(calls).toHaveLength(2)
    let later: (() => unknown) | undefined
    await withPageAuth(async () => {
      await authenticate({ cookie: 'a' })
      // Work the page left behind runs in its scope, but the scope is closed by then.
      later = () => authenticate({ cookie: 'a' })
    })
    await later!()
    expect(calls).toHaveLength(4)
  })

  it('wraps the strategies once however often the app is made', async () => {
    const { payload, calls } = countingPayload()
    authenticateOncePerPage(payload)
    await withPageAuth(() =>
      Promise.resolve(
        payload.authStrategies[0]!.authenticate({ headers: new Headers({ cookie: 'a' }), payload }),
      ),
    )
    expect(calls).toEqual(['a'])
    expect(payload.authStrategies).toHaveLength(1)
  })
})
