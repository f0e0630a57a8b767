import { expect } from 'vitest'
import { OUTBOX_SLUG } from '../../../src/plugins/email/shared'
import { ApiClient, signedInAdmin } from '../../harness/api-client'
import type { RunningFolio } from '../../harness/server'

export const PASSWORD = 'Account-pass-2026'
export const NEW_PASSWORD = 'Fresh-account-pass-77'

export async function signUpAdmin(folio: RunningFolio): Promise<ApiClient> {
  return signedInAdmin(folio, { email: 'admin@example.com', password: PASSWORD })
}

/** Creates a user (an admin may give a password on create) and returns its id. */
export async function addUser(
  admin: ApiClient,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<string | number> {
  const res = await admin.post('/users', { email, password: PASSWORD, role: 'editor', ...extra })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.doc.id
}

export async function signedIn(
  folio: RunningFolio,
  email: string,
  password = PASSWORD,
): Promise<ApiClient> {
  const client = new ApiClient(folio.url)
  expect((await client.login(email, password)).status).toBe(200)
  return client
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

export const errorOf = (res: { body: any }): string | undefined => res.body?.errors?.[0]?.message
