import { generateKeyPair, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import Provider, { type Account, type Adapter, type AdapterPayload } from 'oidc-provider'

export interface TestAccount {
  /** the `sub` */
  id: string
  email: string
  emailVerified: boolean
  name?: string
  /** RFC 8176 authentication method references put into the ID token as `amr`, e.g. ['pwd','mfa'] */
  amr?: string[]
  /** any further ID-token claims (e.g. Microsoft's `xms_edov: true`, `tid`) */
  extraClaims?: Record<string, unknown>
}
export interface TestClient {
  clientId: string
  clientSecret: string
  redirectUris: string[]
}
export interface TestIdentityProvider {
  /** e.g. http://127.0.0.1:40123 — the issuer, discovery at `${issuer}/.well-known/openid-configuration` */
  issuer: string
  /** replace/add accounts while running */
  setAccounts(accounts: TestAccount[]): void
  /**
   * Drives the provider's sign-in over plain HTTP (no browser), starting from the authorization URL
   * the app redirected the browser to: follows the provider's own redirects (keeping its cookies),
   * submits the same forms a person would (the account's 'Continue as …' button, or 'Cancel'), and
   * returns the absolute URL the provider finally redirects to (the client's redirect_uri with
   * `code` and `state`, or with `error`), without following it.
   */
  signIn(authorizationUrl: string, as: { accountId: string } | { cancel: true }): Promise<string>
  /** stop listening (used to simulate "provider down"); idempotent */
  stop(): Promise<void>
}

/**
 * A real OpenID provider (oidc-provider) on a free loopback port: authorization code flow with PKCE
 * S256, no consent, and its own account chooser page that a browser or `signIn()` can use.
 *
 * It never remembers a browser (no single sign-on): every authorization request shows the chooser.
 */
export async function startIdentityProvider(options: {
  clients: TestClient[]
  accounts: TestAccount[]
  /** port, default 0 (random free port) */
  port?: number
}): Promise<TestIdentityProvider> {
  const jwk = await generateSigningKey()
  let accounts = new Map<string, TestAccount>()
  let provider: Provider | undefined
  let handleProviderRequest: ((req: IncomingMessage, res: ServerResponse) => void) | undefined

  const server = createServer((req, res) => {
    if (!provider || !handleProviderRequest) return void res.writeHead(503).end()
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (!path.startsWith('/interaction/')) return handleProviderRequest(req, res)
    handleInteraction(provider, accounts, req, res).catch((error: unknown) => {
      console.error('test identity provider: interaction failed', error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${port}`

  const settings: ProviderSettings = {
    issuer,
    clients: options.clients,
    jwk,
    cookieKey: randomBytes(32).toString('base64url'),
    // Per port: a browser shares cookies between the ports of one host (the app's, other providers').
    cookiePrefix: `test_idp_${port}`,
    store: new Map(),
    findAccount: (id) => accounts.get(id),
  }
  let claimNames = new Set<string>()

  function setAccounts(list: TestAccount[]): void {
    accounts = new Map(list.map((account) => [account.id, account]))
    const names = new Set(list.flatMap((account) => Object.keys(account.extraClaims ?? {})))
    // oidc-provider fixes the claims it issues at construction; a new claim name needs a new
    // instance, which shares the keys, cookies and store, so sign-ins under way carry on.
    if (!provider || [...names].some((name) => !claimNames.has(name))) {
      claimNames = new Set([...claimNames, ...names])
      provider = createProvider(settings, [...claimNames])
      handleProviderRequest = provider.callback()
    }
  }
  setAccounts(options.accounts)

  let stopped: Promise<void> | undefined
  return {
    issuer,
    setAccounts,
    signIn: (authorizationUrl, as) => signIn(issuer, authorizationUrl, as),
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

interface ProviderSettings {
  issuer: string
  clients: TestClient[]
  jwk: JsonWebKey
  cookieKey: string
  cookiePrefix: string
  store: Map<string, StoredPayload>
  findAccount: (id: string) => TestAccount | undefined
}

const STANDARD_CLAIMS = new Set(['sub', 'email', 'email_verified', 'name', 'amr'])

function createProvider(settings: ProviderSettings, extraClaimNames: string[]): Provider {
  const provider = new Provider(settings.issuer, {
    clients: settings.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // client_secret_post is accepted too: oidc-provider treats the two as one.
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    responseTypes: ['code'],
    pkce: { required: () => true },
    jwks: { keys: [settings.jwk] },
    cookies: {
      keys: [settings.cookieKey],
      names: {
        session: `${settings.cookiePrefix}_session`,
        interaction: `${settings.cookiePrefix}_interaction`,
        resume: `${settings.cookiePrefix}_resume`,
      },
    },
    adapter: (model) => new MemoryAdapter(model, settings.store),
    claims: {
      openid: ['sub', 'amr', ...extraClaimNames.filter((name) => !STANDARD_CLAIMS.has(name))],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // Put the scopes' claims (email, name, …) into the ID token, not only the userinfo response.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = settings.findAccount(sub)
      return account && toAccount(account)
    },
    // Grants whatever the client asks for, so consent is never prompted.
    loadExistingGrant: async (ctx) => {
      const { client, session, requestParamScopes, requestParamClaims } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grant = new ctx.oidc.provider.Grant({
        accountId: session.accountId,
        clientId: client.clientId,
      })
      grant.addOIDCScope([...requestParamScopes].join(' '))
      grant.addOIDCClaims([...requestParamClaims])
      await grant.save()
      return grant
    },
    features: { devInteractions: { enabled: false } },
    // Setting these silences oidc-provider's notices about its defaults.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      ClientCredentials: 600,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 3600,
      Session: 3600,
    },
    clientBasedCORS: () => false,
    renderError: async (ctx, out) => {
      ctx.type = 'html'
      ctx.body = page(
        'Sign-in error',
        Object.entries(out)
          .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
          .join(''),
      )
    },
  })
  provider.on('server_error', (_ctx, error) =>
    console.error('test identity provider: server error', error),
  )
  return provider
}

function toAccount(account: TestAccount): Account {
  return {
    accountId: account.id,
    claims: () => ({
      email: account.email,
      email_verified: account.emailVerified,
      ...(account.name === undefined ? {} : { name: account.name }),
      ...account.extraClaims,
      sub: account.id,
    }),
  }
}

async function handleInteraction(
  provider: Provider,
  accounts: Map<string, TestAccount>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const interaction = await provider.interactionDetails(req, res)
  const action = `/interaction/${interaction.uid}`
  if (interaction.prompt.name !== 'login')
    throw new Error(`unexpected prompt ${interaction.prompt.name}: consent is granted up front`)

  if (req.method === 'GET') {
    const buttons = [...accounts.values()].map(
      (account) =>
        `<form method="post" action="${action}/login">` +
        `<input type="hidden" name="accountId" value="${escapeHtml(account.id)}">` +
        `<button type="submit">Continue as ${escapeHtml(account.email)}</button></form>`,
    )
    const cancel = `<form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>`
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    res.end(page('Test identity provider', [...buttons, cancel].join('\n')))
    return
  }

  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (req.method === 'POST' && path === `${action}/login`) {
    const accountId = new URLSearchParams(await readBody(req)).get('accountId') ?? ''
    const account = accounts.get(accountId)
    if (!account) return void res.writeHead(400).end(`no account ${accountId}`)
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId, ...(account.amr ? { amr: account.amr } : {}) } },
      { mergeWithLastSubmission: false },
    )
  }
  if (req.method === 'POST' && path === `${action}/abort`) {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    )
  }
  res.writeHead(404).end()
}

async function signIn(
  issuer: string,
  authorizationUrl: string,
  as: { accountId: string } | { cancel: true },
): Promise<string> {
  const cookies = new Map<string, string>()
  let request: { url: URL; form?: URLSearchParams } = { url: new URL(authorizationUrl) }
  for (let step = 0; step < 10; step++) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      body: request.form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    for (const header of response.headers.getSetCookie()) {
      const [name = '', value = ''] = header.split(';', 1)[0]?.split(/=(.*)/) ?? []
      if (value) cookies.set(name, value)
      else cookies.delete(name)
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, request.url)
      if (next.origin !== issuer) return next.href
      request = { url: next }
      continue
    }
    const body = await response.text()
    if (response.status !== 200 || !request.url.pathname.startsWith('/interaction/'))
      throw new Error(
        `test identity provider answered ${response.status} at ${request.url}: ${body}`,
      )

    const forms = parseForms(body)
    const chosen =
      'cancel' in as
        ? forms.find((form) => form.button === 'Cancel')
        : forms.find((form) => form.fields.get('accountId') === as.accountId)
    if (!chosen) throw new Error(`no button for ${JSON.stringify(as)} on the sign-in page: ${body}`)
    request = { url: new URL(chosen.action, request.url), form: chosen.fields }
  }
  throw new Error(`test identity provider: too many redirects from ${authorizationUrl}`)
}

/** The forms of the sign-in page this module renders (not a general HTML parser). */
function parseForms(html: string): { action: string; fields: URLSearchParams; button: string }[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].map(
    ([, action = '', inner = '']) => ({
      action: unescapeHtml(action),
      fields: new URLSearchParams(
        [...inner.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
          ([, name = '', value = '']) => [unescapeHtml(name), unescapeHtml(value)],
        ),
      ),
      button: unescapeHtml(/<button[^>]*>([\s\S]*?)<\/button>/.exec(inner)?.[1] ?? ''),
    }),
  )
}

function page(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body><main><h1>${escapeHtml(heading)}</h1>
${body}
</main></body>
</html>`
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => {
    const found = Object.entries(HTML_ESCAPES).find(([, escaped]) => escaped === entity)
    return found?.[0] ?? entity
  })
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function generateSigningKey(): Promise<JsonWebKey> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }
}

interface StoredPayload {
  payload: AdapterPayload
  /** ms since epoch */
  expiresAt: number
}

/** oidc-provider's storage, in memory; one map per provider, shared by its instances. */
class MemoryAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: Map<string, StoredPayload>,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    this.store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 })
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    // Sessions are never found from the browser's cookie, so every authorization request starts
    // signed out and shows the account chooser (no single sign-on between tests).
    if (this.model === 'Session') return undefined
    return this.get(this.key(id))
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const [key, stored] of this.store)
      if (key.startsWith(`${this.model}:`) && stored.payload.uid === uid) return this.get(key)
    return undefined
  }

  async findByUserCode(): Promise<AdapterPayload | undefined> {
    return undefined
  }

  async consume(id: string): Promise<void> {
    const found = this.get(this.key(id))
    if (found) found.consumed = Math.floor(Date.now() / 1000)
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(this.key(id))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, stored] of this.store)
      if (stored.payload.grantId === grantId) this.store.delete(key)
  }

  private get(key: string): AdapterPayload | undefined {
    const stored = this.store.get(key)
    if (stored && stored.expiresAt <= Date.now()) this.store.delete(key)
    else return stored?.payload
  }
}
