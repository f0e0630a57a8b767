import { api } from '../../../admin/extend/data'
import { apiPaths } from '../../../shared/routes'
import { apiKeyEndpoint, type ApiKeyCreated } from '../shared'

const keyPath = (slug: string, id: string | number) =>
  apiPaths.collection(slug) + apiKeyEndpoint(id)

/** Makes the user's key, or a new one in place of the old (which stops working at once). */
export function createApiKey(slug: string, id: string | number): Promise<ApiKeyCreated> {
  return api<ApiKeyCreated>(keyPath(slug, id), { method: 'POST', body: {} })
}

/** Revokes the user's key: it stops working at once. */
export function revokeApiKey(slug: string, id: string | number): Promise<{ message?: string }> {
  return api<{ message?: string }>(keyPath(slug, id), { method: 'DELETE' })
}
