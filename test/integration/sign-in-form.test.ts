import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const PASSWORD = 'Form-pass-123'
const WRONG = 'Not-the-password-1'
const INCORRECT = 'The email or password provided is incorrect.'
const BLOCKED = 'Login is temporarily blocked for this user.'
const BOOT_DATA = /<script type="application\/json" id="folio-boot-data">([^<]*)<\/script>/

/** The sign-in form as a browser posts it itself (no script): urlencoded, from the page's origin. */
async function postForm(
  folio: RunningFolio,
  fields: Record<string, string>,
  options: { query?: string; origin?: string | null; headers?: Record<string, string> } = {},
) {
  const origin = options.origin === undefined ? new URL(folio.url).origin : options.origin
  const res = await fetch(`${folio.adminURL}/login${options.query ?? ''}`, {
    method: 'POST',
    headers: {
      'Accept-Language': 'en',
      ...(origin === null ? {} : { Origin: origin }),
      ...options.headers,
    },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  const html = await res.text()
  const json = BOOT_DATA.exec(html)?.[1]
  return {
    status: res.status,
    headers: res.headers,
    html,
    boot: json === undefined ? undefined : (JSON.parse(json) as Record<string, any>),
  }
}

function sessionCookie(headers: Headers): string | undefined {
  return headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('folio-token='))
    ?.split(';')[0]
}

/** The alert the drawn sign-in screen shows (its text), if any. */
function alertText(html: string): string | undefined {
  return /<p class="minimal__alert" role="alert">([^<]*)<\/p>/.exec(html)?.[1]
}

describe.each(databases)('the sign-in form posted without the page’s script (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let users = 0

  beforeAll(async () => {
    // No slowing here: the rate limit has its own suite.
    folio = await startFolio({ database, env: { FOLIO_LOGIN_DELAY_MS: '0' } })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  async function newUser(): Promise<string> {
    const email = `form-${++users}@example.com`
    const res = await admin.post('/users', { email, password: PASSWORD, role: 'editor' })
    expect(res.status).toBe(201)
    return email
  }

  it('signs in: 303 to the redirect inside the admin, with the session cookie', async () => {
    const email = await newUser()
    const res = await postForm(
      folio,
      { email, password: PASSWORD },
      { query: '?redirect=' + encodeURIComponent('/admin/collections/posts?limit=5') },
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/admin/collections/posts?limit=5')
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('folio-token='))
    expect(setCookie).toMatch(/HttpOnly/i)
    const me = await fetch(`${folio.apiURL}/users/me`, {
      headers: { Cookie: sessionCookie(res.headers)!, Origin: new URL(folio.url).origin },
    })
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email)
  })

  it('without a redirect, or with one that leaves the admin, lands on the admin’s root', async () => {
    const email = await newUser()
    for (const query of [
      '',
      '?redirect=' + encodeURIComponent('//evil.example/phish'),
      '?redirect=' + encodeURIComponent('https://evil.example/'),
      '?redirect=' + encodeURIComponent('/.//evil.example'),
      '?redirect=' + encodeURIComponent('/api/users'),
    ]) {
      const res = await postForm(folio, { email, password: PASSWORD }, { query })
      expect([res.status, res.headers.get('location')], query).toEqual([303, '/admin'])
    }
  })

  it('a wrong password draws the sign-in page again with the API’s status and message and the email kept', async () => {
    const email = await newUser()
    const res = await postForm(folio, { email, password: WRONG })
    expect(res.status).toBe(401)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(sessionCookie(res.headers)).toBeUndefined()
    expect(alertText(res.html)).toBe(INCORRECT)
    expect(res.html).toContain(`value="${email}"`)
    expect(res.boot?.signInRefusal).toEqual({ email, status: 401, message: INCORRECT })

    const german = await postForm(
      folio,
      { email, password: WRONG },
      { headers: { 'Accept-Language': 'de' } },
    )
    expect(alertText(german.html)).toBe('Die E-Mail-Adresse oder das Passwort sind nicht korrekt.')
  })

  it('keeps an address with markup as text, in the field and in the page’s data', async () => {
    const email = '"><script>alert(1)</script>@example.com'
    const res = await postForm(folio, { email, password: WRONG })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.html).not.toContain('<script>alert(1)')
    expect(res.html).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com"',
    )
    expect(res.boot?.signInRefusal.email).toBe(email)
  })

  it('counts each refused post as a failed sign-in: the account locks after 5, for the API too', async () => {
    const email = await newUser()
    for (let i = 1; i <= 5; i++) {
      const res = await postForm(folio, { email, password: WRONG })
      expect([res.status, alertText(res.html)], `attempt ${i}`).toEqual([401, INCORRECT])
    }
    const locked = await postForm(folio, { email, password: PASSWORD })
    expect(locked.status).toBe(401)
    expect(alertText(locked.html)).toBe(BLOCKED)
    expect(sessionCookie(locked.headers)).toBeUndefined()
    const viaApi = await new ApiClient(folio.url).login(email, PASSWORD)
    expect([viaApi.status, viaApi.body.errors[0].message]).toEqual([401, BLOCKED])
  })

  it('refuses a post from another origin, or without one (403), and signs nobody in', async () => {
    const email = await newUser()
    for (const origin of ['https://evil.example', 'null', null]) {
      const res = await postForm(folio, { email, password: PASSWORD }, { origin })
      expect(res.status, String(origin)).toBe(403)
      expect(JSON.parse(res.html).errors[0].message).toBe(
        'This request comes from another site and was refused.',
      )
      expect(sessionCookie(res.headers)).toBeUndefined()
    }
  })

  it('refuses a body over 4 KB (413) and anything but a urlencoded form (415)', async () => {
    const email = await newUser()
    const huge = await postForm(folio, { email, password: PASSWORD, filler: 'x'.repeat(5000) })
    expect(huge.status).toBe(413)
    expect(sessionCookie(huge.headers)).toBeUndefined()

    const json = await fetch(`${folio.adminURL}/login`, {
      method: 'POST',
      headers: { Origin: new URL(folio.url).origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
      redirect: 'manual',
    })
    expect(json.status).toBe(415)
    expect(json.headers.getSetCookie()).toEqual([])
  })
})
