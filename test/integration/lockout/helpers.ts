import { expect } from 'vitest'
import { OUTBOX_SLUG } from '../../../src/plugins/email/shared'
import { ApiClient, signedInAdmin } from '../../harness/api-client'
import type { RunningFolio } from '../../harness/server'

export const PASSWORD = 'Lockout-pass-123'
export const WRONG = 'Not-the-password-1'
export const INCORRECT = 'The email or password provided is incorrect.'
export const BLOCKED = 'Login is temporarily blocked for this user.'
export const ADMIN_LOCKED = 'This account is locked.'

export async function signUpAdmin(folio: RunningFolio): Promise<ApiClient> {
  return signedInAdmin(folio, { email: 'admin@example.com', password: PASSWORD })
}

export async function addUser(
  admin: ApiClient,
  email: string,
  role = 'viewer',
): Promise<string | number> {
  const res = await admin.post('/users', { email, password: PASSWORD, role })
  expect(res.status).toBe(201)
  return res.body.doc.id
}

export async function signedIn(folio: RunningFolio, email: string): Promise<ApiClient> {
  const client = new ApiClient(folio.url)
  expect((await client.login(email, PASSWORD)).status).toBe(200)
  return client
}

/** A sign-in from a fresh client; `language` sets the folio-lng cookie. */
export async function attempt(
  folio: RunningFolio,
  email: string,
  password: string,
  language?: string,
) {
  const started = performance.now()
  const res = await new ApiClient(folio.url).request(
    'POST',
    '/users/login',
    { email, password },
    language ? { Cookie: `folio-lng=${language}` } : {},
  )
  return {
    status: res.status,
    message: res.body?.errors?.[0]?.message as string | undefined,
    ms: performance.now() - started,
  }
}

export async function outboxFor(
  admin: ApiClient,
  email: string,
): Promise<{ subject: string; text: string }[]> {
  const res = await admin.get(
    `/${OUTBOX_SLUG}?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt`,
  )
  expect(res.status).toBe(200)
  return res.body.docs
}
