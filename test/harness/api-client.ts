/**
 * A small HTTP client for integration tests that behaves like the admin in a browser: it keeps
 * cookies and sends the server's own Origin, so Payload's CSRF rule accepts the cookie.
 */
export class ApiClient {
  private cookies = new Map<string, string>()

  constructor(
    readonly baseURL: string,
    private readonly origin: string = new URL(baseURL).origin,
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const isForm = body instanceof FormData
    const res = await fetch(`${this.baseURL}/api${path}`, {
      method,
      headers: {
        Origin: this.origin,
        Accept: 'application/json',
        'Accept-Language': 'en',
        ...(this.cookies.size
          ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      redirect: 'manual',
    })
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const [name = '', ...value] = pair.split('=')
      const v = value.join('=')
      if (v === '' || /expires=thu, 01 jan 1970/i.test(cookie) || /max-age=0/i.test(cookie))
        this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), v)
    }
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }

  get = (path: string) => this.request('GET', path)
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {})
  patch = (path: string, body: unknown) => this.request('PATCH', path, body)
  delete = (path: string) => this.request('DELETE', path)

  /** The Cookie header this client sends, for requests it cannot make itself (raw bodies). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name)
  }

  async login(email: string, password: string) {
    return this.post('/users/login', { email, password })
  }
}

/**
 * The first user of a fresh Folio (an admin), registered (with any other fields given) and signed
 * in; `origin`: the Origin to send when Folio is reached at another address than its SERVER_URL.
 */
export async function signedInAdmin(
  folio: { url: string; origin?: string },
  account: { email: string; password: string } & Record<string, unknown> = {
    email: 'admin@example.com',
    password: 'Admin-pass-123',
  },
): Promise<ApiClient> {
  const admin = new ApiClient(folio.url, folio.origin)
  const registered = await admin.post('/users/first-register', account)
  if (registered.status !== 200)
    throw new Error(
      `first-register answered ${registered.status}: ${JSON.stringify(registered.body)}`,
    )
  const signedIn = await admin.login(account.email, account.password)
  if (signedIn.status !== 200)
    throw new Error(`login answered ${signedIn.status}: ${JSON.stringify(signedIn.body)}`)
  return admin
}
