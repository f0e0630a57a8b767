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
  postgresSchema?: string
  /** Payload's `routes.admin`; the built SPA follows it without a rebuild. */
  adminRoute: string
  /** Where email goes (`smtp://user:pass@host:587`, `smtps://…`); absent: the stored outbox. */
  smtpURL?: string
  /** The sender, `Name <address>` or a bare address; absent: derived from the server's host. */
  emailFrom?: string
  /** `FOLIO_TRUST_PROXY=true`: the client address is the last X-Forwarded-For entry, not the connection's. */
  trustProxy: boolean
  /** Sign-in rate limits (plugin `lockout`); unset values keep the plugin's defaults. */
  loginLimits: { accountRefuseAfter?: number; addressRefuseAfter?: number; baseDelayMs?: number }
  /** `FOLIO_ADMIN_SETS_PASSWORDS=true`: admins may set other users' passwords (default: they send reset links). */
  adminsSetPasswords: boolean
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
    secret: env.PAYLOAD_SECRET || readOrCreateSecret(dataDir),
    serverURL,
    isSecure: serverURL.startsWith('https://'),
    isProduction: env.NODE_ENV === 'production',
    extraCsrfOrigins: (env.FOLIO_DEV_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    postgresSchema: env.FOLIO_PG_SCHEMA || undefined,
    adminRoute: normalizeRoute(env.FOLIO_ADMIN_ROUTE ?? '/admin'),
    smtpURL: env.SMTP_URL?.trim() || undefined,
    emailFrom: env.EMAIL_FROM?.trim() || undefined,
    trustProxy: env.FOLIO_TRUST_PROXY === 'true',
    loginLimits: {
      accountRefuseAfter: optionalCount(env.FOLIO_LOGIN_ACCOUNT_LIMIT),
      addressRefuseAfter: optionalCount(env.FOLIO_LOGIN_ADDRESS_LIMIT),
      baseDelayMs: optionalCount(env.FOLIO_LOGIN_DELAY_MS),
    },
    adminsSetPasswords: env.FOLIO_ADMIN_SETS_PASSWORDS === 'true',
  }
}

function optionalCount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`Not a whole number: ${value}`)
  return n
}

function normalizeRoute(route: string): string {
  const trimmed = '/' + route.trim().replace(/^\/+|\/+$/g, '')
  if (!/^\/[\w-]*(\/[\w-]+)*$/.test(trimmed) || trimmed === '/api') throw new Error(`FOLIO_ADMIN_ROUTE is not a valid path: ${route}`)
  return trimmed
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}
