import type { APIRequestContext } from '@playwright/test'

export const ADMIN = { email: 'owner@folio.test', password: 'Owner-pass-2026' }

export function roleUser(role: 'editor' | 'author' | 'viewer') {
  return {
    email: `${role}@folio.test`,
    password: `${role[0]!.toUpperCase()}${role.slice(1)}-pass-2026`,
    role,
  }
}

/** API calls as the signed-in admin (the context's cookie), with the server's Origin for CSRF. */
export async function apiAsAdmin(request: APIRequestContext, baseURL: string) {
  const headers = { Origin: new URL(baseURL).origin }
  return {
    post: async (path: string, data: unknown) => {
      const res = await request.post(`${baseURL}/api${path}`, { data, headers })
      if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`)
      return (await res.json()) as { doc: { id: number | string } }
    },
    patch: async (path: string, data: unknown) => {
      const res = await request.patch(`${baseURL}/api${path}`, { data, headers })
      if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`)
      return (await res.json()) as { doc: { id: number | string } }
    },
  }
}

/**
 * A new editor at `second-step.test`, whose sign-in the test build's sample plugin answers with a
 * further step (`redirectTo` its check screen). `request` must carry the admin's session.
 */
export async function createSecondStepAccount(
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
) {
  const account = {
    email: `${prefix}-${Date.now().toString(36)}@second-step.test`,
    password: 'Second-step-2026',
    role: 'editor',
  }
  await (await apiAsAdmin(request, baseURL)).post('/users', account)
  return account
}

/** Creates a user with a role unless one with that email exists. */
export async function ensureUser(
  request: APIRequestContext,
  baseURL: string,
  role: 'editor' | 'author' | 'viewer',
) {
  const user = roleUser(role)
  const headers = { Origin: new URL(baseURL).origin }
  const found = await request.get(
    `${baseURL}/api/users?where[email][equals]=${encodeURIComponent(user.email)}`,
    { headers },
  )
  const body = (await found.json()) as { totalDocs: number }
  if (body.totalDocs === 0) {
    const res = await request.post(`${baseURL}/api/users`, { data: user, headers })
    if (!res.ok()) throw new Error(`create ${role}: ${res.status()} ${await res.text()}`)
  }
  return user
}
