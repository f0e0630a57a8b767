import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface FolioEnv {
  port: number
  dataDir: string
  databaseURL: string
  isPostgres: boolean
  secret: string
  serverURL: string
  isSecure: boolean
  isProduction: boolean
  /** Extra origins whose cookies are accepted (the Vite dev server in development). */
  extraCsrfOrigins: string[]
  /** `FOLIO_PREVIEW_ORIGINS`: front ends on other origins that show live previews (Payload's `cors`). */
  previewOrigins: string[]
  /** Payload's `routes.admin`; the built SPA follows it without a rebuild. */
  adminRoute: string
  /** `FOLIO_ADMIN_THEME`: Payload's `admin.theme`; `light` or `dark` fixes it (no choice offered), `all` (default) lets each person choose. */
  adminTheme: 'all' | 'light' | 'dark'
  /** Where email goes (`smtp://user:pass@host:587`, `smtps://…`); absent: the stored outbox. */
  smtpURL?: string
  /** The sender, `Name <address>` or a bare address; absent: derived from the server's host. */
  emailFrom?: string
  /** `FOLIO_TRUST_PROXY=true`: the client address is the last X-Forwarded-For entry, not the connection's. */
  trustProxy: boolean
  /** `S3_BUCKET` and the rest: upload collections keep their files in S3-compatible storage; absent: on disk. */
  s3?: S3Settings
  /** `REDIS_URL` (and `REDIS_KEY_PREFIX`, default `folio:`): throttles, counters and Payload's key-value store are shared through Redis by every instance; absent: kept in this process. */
  redis?: { url: string; prefix: string }
  /** `FOLIO_JOB_LEASE_SECONDS`: how long a job stays with an instance that shows no sign of life before another takes it over (default 30). */
  jobLeaseMs: number
  /** `FOLIO_RUN_JOBS=false`: this instance answers requests only; others run the jobs (video encoding). */
  runsJobs: boolean
  /** Sign-in rate limits (plugin `lockout`); unset values keep the plugin's defaults. */
  loginLimits: { accountRefuseAfter?: number; addressRefuseAfter?: number; baseDelayMs?: number }
  /** `NODE_ENV=development` (`npm run dev`): the outbox prints full links to the log. */
  isDevelopment: boolean
  /** `FOLIO_OUTBOX_KEEP_LINKS=true`: the outbox stores working link tokens (tests, demos; warned about in production). */
  outboxKeepsLinks: boolean
  /** `FOLIO_SESSION_MAX_AGE_DAYS`: a session's absolute lifetime in days (fractions allowed); unset keeps the plugin's 30. */
  sessionMaxAgeDays?: number
  /** Forgot-password and wrong-link limits (plugin `lockout`); unset values keep the plugin's defaults. */
  throttleLimits: {
    forgotAddressRefuseAfter?: number
    forgotEmailRefuseAfter?: number
    forgotOverallRefuseAfter?: number
    linkAddressRefuseAfter?: number
    /** `FOLIO_API_KEY_ADDRESS_LIMIT`: wrong API keys per client address in 15 minutes before 429 (plugin `api-keys`). */
    apiKeyAddressRefuseAfter?: number
  }
  /** Request body limits of the HTTP layer (bytes, nesting levels). */
  bodyLimits: BodyLimits
  /** Bounds of REST answers (`FOLIO_MAX_LIMIT`, `FOLIO_MAX_RESPONSE_BYTES`). */
  apiLimits: ApiLimits
  /** `FOLIO_ADMIN_SETS_PASSWORDS=true`: admins may set other users' passwords (default: they send reset links). */
  adminsSetPasswords: boolean
  /** `FOLIO_DB_BUSY_TIMEOUT_MS`: how long a SQLite write waits for the lock before answering 503 (default 5000). */
  dbBusyTimeoutMs: number
  /** `FOLIO_SHUTDOWN_GRACE_MS`: how long requests in flight may finish after SIGTERM (default 10000). */
  shutdownGraceMs: number
  /** `FOLIO_REMOTE_FILE_HOSTS`: hosts an upload's `url` may name for the server to fetch; empty: none (uploads are the client's bytes). */
  remoteFileHosts: string[]
  /** `FOLIO_BENCH_FLOOR=1`: the server also answers the bench's floor page (`bench-floor.ts`). */
  benchFloor: boolean
  /** The video plugin's signed upload URLs: valid this long (FOLIO_VIDEO_UPLOAD_TTL, seconds), files up to this size (FOLIO_VIDEO_UPLOAD_LIMIT). */
  videoUpload: { ttlSeconds: number; limitBytes: number }
  /** `FOLIO_TOTP_REQUIRED_ROLES`: roles that must set up two-factor sign-in (comma-separated; default none). */
  totpRequiredRoles: string[]
  /** `FOLIO_TOTP_TRUST_DAYS`: how long 'trust this device' lasts (default 30). */
  totpTrustDays: number
  /** Sign-in with identity providers, each enabled by its client id and secret (`readIdentityProviders`). */
  identityProviders: IdentityProviderEnv[]
  /** `FOLIO_OIDC_AUTO_CREATE_ROLE`: the role of a user a provider's sign-in creates; unset: unknown emails are refused. */
  oidcAutoCreateRole?: string
}

/** One identity provider from the environment (`GOOGLE_*`, `MICROSOFT_*`, `OIDC_*`). */
export interface IdentityProviderEnv {
  id: 'google' | 'microsoft' | 'oidc'
  name: string
  issuer: string
  clientId: string
  clientSecret: string
}

export interface BodyLimits {
  /** Every body that is not multipart (JSON, urlencoded, text), and multipart outside upload collections. */
  jsonBytes: number
  /** A multipart request (file and fields) to an upload collection that sets no limit of its own. */
  uploadBytes: number
  /** JSON nested deeper than this is refused before anything parses it. */
  jsonDepth: number
}

/** The S3 settings when `S3_BUCKET` is set; a key without its secret (or the reverse) is a mistake said at start. */
function readS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all.')
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  }
}

/** The bucket the environment names; the composition gives it to the storage plugin. */
export interface S3Settings {
  bucket: string
  region: string
  /** An S3-compatible service's address (MinIO, R2, Ceph…); absent: AWS. */
  endpoint?: string
  /** Absent: the AWS SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Buckets addressed as a path (`host/bucket/key`), as most S3-compatible services need. */
  forcePathStyle: boolean
}

export interface ApiLimits {
  /** The most documents one request may ask for (`limit`, a join's `limit`); larger values are lowered to it. */
  maxLimit: number
  /** The largest JSON answer the API sends, in bytes; a larger one is refused. */
  maxResponseBytes: number
}

/** Reads Folio's configuration from the environment; generates and keeps a secret when none is given. */
export function loadEnv(env: NodeJS.ProcessEnv = process.env): FolioEnv {
  const port = Number(env.PORT ?? 3000)
  const dataDir = path.resolve(env.FOLIO_DATA_DIR ?? './data')
  mkdirSync(dataDir, { recursive: true })
  const databaseURL = env.DATABASE_URL || `file:${path.join(dataDir, 'folio.db')}`
  const serverURL = (env.SERVER_URL || `http://localhost:${port}`).replace(/\/+$/, '')
  return {
    port,
    dataDir,
    databaseURL,
    isPostgres: /^postgres(ql)?:\/\//.test(databaseURL),
    secret: env.PAYLOAD_SECRET || readOrCreateSecret(dataDir, Boolean(env.REDIS_URL?.trim())),
    serverURL,
    isSecure: serverURL.startsWith('https://'),
    isProduction: env.NODE_ENV === 'production',
    extraCsrfOrigins: (env.FOLIO_DEV_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    previewOrigins: readOrigins('FOLIO_PREVIEW_ORIGINS', env.FOLIO_PREVIEW_ORIGINS),
    adminRoute: normalizeRoute(env.FOLIO_ADMIN_ROUTE ?? '/admin'),
    adminTheme: readAdminTheme(env.FOLIO_ADMIN_THEME),
    smtpURL: env.SMTP_URL?.trim() || undefined,
    emailFrom: env.EMAIL_FROM?.trim() || undefined,
    trustProxy: env.FOLIO_TRUST_PROXY === 'true',
    s3: readS3(env),
    redis: env.REDIS_URL?.trim()
      ? { url: env.REDIS_URL.trim(), prefix: env.REDIS_KEY_PREFIX?.trim() || 'folio:' }
      : undefined,
    jobLeaseMs: positiveCount(env.FOLIO_JOB_LEASE_SECONDS, 30) * 1000,
    runsJobs: env.FOLIO_RUN_JOBS !== 'false',
    loginLimits: {
      accountRefuseAfter: optionalCount(env.FOLIO_LOGIN_ACCOUNT_LIMIT),
      addressRefuseAfter: optionalCount(env.FOLIO_LOGIN_ADDRESS_LIMIT),
      baseDelayMs: optionalCount(env.FOLIO_LOGIN_DELAY_MS),
    },
    isDevelopment: env.NODE_ENV === 'development',
    outboxKeepsLinks: env.FOLIO_OUTBOX_KEEP_LINKS === 'true',
    sessionMaxAgeDays: optionalPositive(
      'FOLIO_SESSION_MAX_AGE_DAYS',
      env.FOLIO_SESSION_MAX_AGE_DAYS,
    ),
    throttleLimits: {
      forgotAddressRefuseAfter: optionalCount(env.FOLIO_FORGOT_ADDRESS_LIMIT),
      forgotEmailRefuseAfter: optionalCount(env.FOLIO_FORGOT_EMAIL_LIMIT),
      forgotOverallRefuseAfter: optionalCount(env.FOLIO_FORGOT_GLOBAL_LIMIT),
      linkAddressRefuseAfter: optionalCount(env.FOLIO_LINK_ADDRESS_LIMIT),
      apiKeyAddressRefuseAfter: optionalCount(env.FOLIO_API_KEY_ADDRESS_LIMIT),
    },
    bodyLimits: {
      jsonBytes: byteSize(env.FOLIO_JSON_BODY_LIMIT, 1024 * 1024),
      uploadBytes: byteSize(env.FOLIO_UPLOAD_LIMIT, 20 * 1024 * 1024),
      jsonDepth: optionalCount(env.FOLIO_JSON_MAX_DEPTH) ?? 64,
    },
    apiLimits: readApiLimits(env),
    adminsSetPasswords: env.FOLIO_ADMIN_SETS_PASSWORDS === 'true',
    dbBusyTimeoutMs: positiveCount(env.FOLIO_DB_BUSY_TIMEOUT_MS, 5000),
    shutdownGraceMs: positiveCount(env.FOLIO_SHUTDOWN_GRACE_MS, 10_000),
    remoteFileHosts: readHosts('FOLIO_REMOTE_FILE_HOSTS', env.FOLIO_REMOTE_FILE_HOSTS),
    benchFloor: env.FOLIO_BENCH_FLOOR === '1',
    videoUpload: {
      ttlSeconds: positiveCount(env.FOLIO_VIDEO_UPLOAD_TTL, 60 * 60),
      limitBytes: byteSize(env.FOLIO_VIDEO_UPLOAD_LIMIT, 2 * 1024 ** 3),
    },
    totpRequiredRoles: (env.FOLIO_TOTP_REQUIRED_ROLES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    totpTrustDays: positiveCount(env.FOLIO_TOTP_TRUST_DAYS, 30),
    identityProviders: readIdentityProviders(env),
    oidcAutoCreateRole: env.FOLIO_OIDC_AUTO_CREATE_ROLE?.trim() || undefined,
  }
}

/** An issuer URL: https, or http on this machine only (a test provider, a local Keycloak). */
function issuerURL(name: string, value: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    // reported below
  }
  const isLoopback = url && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback)))
    throw new Error(
      `${name}: not an https issuer URL like https://id.example.com/realms/main: ${value}`,
    )
  return value
}

/**
 * The identity providers the environment enables: each by its client id and secret together (one
 * without the other stops the start), the generic one also by `OIDC_ISSUER`. `GOOGLE_ISSUER` and
 * `MICROSOFT_ISSUER` replace the public issuers (tests, sovereign clouds).
 */
export function readIdentityProviders(env: NodeJS.ProcessEnv): IdentityProviderEnv[] {
  const pair = (prefix: string) => {
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim()
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim()
    if (!clientId && !clientSecret) return undefined
    if (!clientId || !clientSecret)
      throw new Error(
        `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together: set both or neither`,
      )
    return { clientId, clientSecret }
  }
  const providers: IdentityProviderEnv[] = []
  const google = pair('GOOGLE')
  if (google)
    providers.push({
      id: 'google',
      name: 'Google',
      issuer: issuerURL(
        'GOOGLE_ISSUER',
        env.GOOGLE_ISSUER?.trim() || 'https://accounts.google.com',
      ),
      ...google,
    })
  const microsoft = pair('MICROSOFT')
  if (microsoft) {
    const tenant = env.MICROSOFT_TENANT_ID?.trim() || 'common'
    if (!/^[A-Za-z0-9.-]+$/.test(tenant))
      throw new Error(`MICROSOFT_TENANT_ID: not a tenant id or domain: ${tenant}`)
    const issuer =
      env.MICROSOFT_ISSUER?.trim() || `https://login.microsoftonline.com/${tenant}/v2.0`
    providers.push({
      id: 'microsoft',
      name: 'Microsoft',
      issuer: issuerURL('MICROSOFT_ISSUER', issuer),
      ...microsoft,
    })
  }
  const generic = pair('OIDC')
  const genericIssuer = env.OIDC_ISSUER?.trim()
  if (generic && !genericIssuer) throw new Error('OIDC_ISSUER: required with OIDC_CLIENT_ID')
  if (generic && genericIssuer)
    providers.push({
      id: 'oidc',
      name: env.OIDC_NAME?.trim().slice(0, 60) || 'OpenID Connect',
      issuer: issuerURL('OIDC_ISSUER', genericIssuer),
      ...generic,
    })
  return providers
}

const HOST_NAME = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/

/** A comma-separated list of host names (`images.example.com`, `cdn.example.org:8443`), each checked, lowercased. */
export function readHosts(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .map((host) => {
      let url: URL | undefined
      try {
        url = new URL(`https://${host}`)
      } catch {
        // reported below
      }
      if (!url || url.host !== host || !HOST_NAME.test(host))
        throw new Error(`${name}: not a host name like images.example.com: ${host}`)
      return host
    })
}

/** A comma-separated list of http(s) origins (`https://site.example`), each checked. */
export function readOrigins(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL | undefined
      try {
        url = new URL(origin)
      } catch {
        // reported below
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/+$/, ''))
        throw new Error(`${name}: not an origin like https://site.example: ${origin}`)
      return url.origin
    })
}

function optionalPositive(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} is not a positive number: ${value}`)
  return n
}

/** The REST answer bounds alone, without loadEnv's side effects (data folder, secret). */
export function readApiLimits(env: NodeJS.ProcessEnv = process.env): ApiLimits {
  return {
    maxLimit: positiveCount(env.FOLIO_MAX_LIMIT, 100),
    maxResponseBytes: positiveCount(env.FOLIO_MAX_RESPONSE_BYTES, 20 * 1024 * 1024),
  }
}

function positiveCount(value: string | undefined, fallback: number): number {
  const n = optionalCount(value) ?? fallback
  if (n < 1) throw new Error(`Must be at least 1: ${value}`)
  return n
}

function optionalCount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`Not a whole number: ${value}`)
  return n
}

const BYTE_UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
}

/** `1048576`, `512kb`, `1mb`, `2gb` (units of 1024). */
export function byteSize(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const match = /^(\d+)\s*([kmg]?b?)$/i.exec(value.trim())
  const factor = match ? BYTE_UNITS[match[2]!.toLowerCase()] : undefined
  if (!match || factor === undefined || Number(match[1]) === 0)
    throw new Error(`Not a byte size: ${value}`)
  return Number(match[1]) * factor
}

function normalizeRoute(route: string): string {
  const trimmed = '/' + route.trim().replace(/^\/+|\/+$/g, '')
  if (!/^\/[\w-]*(\/[\w-]+)*$/.test(trimmed) || trimmed === '/api')
    throw new Error(`FOLIO_ADMIN_ROUTE is not a valid path: ${route}`)
  return trimmed
}

function readOrCreateSecret(dataDir: string, isShared: boolean): string {
  // Instances that share Redis serve one Folio: a secret of each one's own would break every
  // session and token made by another.
  if (isShared)
    throw new Error('PAYLOAD_SECRET must be set (the same on every instance) when REDIS_URL is.')
  const file = path.join(dataDir, 'secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}

function readAdminTheme(value: string | undefined): 'all' | 'light' | 'dark' {
  const theme = value?.trim() || 'all'
  if (theme === 'all' || theme === 'light' || theme === 'dark') return theme
  throw new Error(`FOLIO_ADMIN_THEME: 'all', 'light' or 'dark', not '${theme}'`)
}
