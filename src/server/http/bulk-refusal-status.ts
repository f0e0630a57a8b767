import type { SanitizedConfig } from 'payload'
import { refusalStatus, type DocumentRefusals } from '../kit/document-refusals'

/** The collection a request writes by `where` (Payload's `PATCH` or `DELETE {api}/{slug}`), if it is one. */
function bulkWriteCollection(
  config: SanitizedConfig,
  method: string,
  pathname: string,
): string | undefined {
  if (method !== 'PATCH' && method !== 'DELETE') return undefined
  const api = config.routes.api.replace(/\/+$/, '')
  if (!pathname.startsWith(`${api}/`)) return undefined
  const slug = pathname.slice(api.length).replace(/^\/+|\/+$/g, '')
  return config.collections.some((c) => c.slug === slug) ? slug : undefined
}

interface BulkAnswer {
  docs: unknown[]
  errors: { id?: string | number }[]
}

function isBulkAnswer(body: unknown): body is BulkAnswer {
  const { docs, errors } = (body ?? {}) as Partial<BulkAnswer>
  return Array.isArray(docs) && Array.isArray(errors) && errors.length > 0
}

/** The one status every failed document of a bulk answer was refused with, if there is one. */
function sharedRefusalStatus(
  body: unknown,
  refusals: DocumentRefusals,
  collection: string,
): number | undefined {
  if (!isBulkAnswer(body)) return undefined
  const statuses = new Set(
    body.errors.map(({ id }) =>
      id === undefined ? undefined : refusalStatus(refusals, collection, id),
    ),
  )
  const [status] = statuses
  return statuses.size === 1 ? status : undefined
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Payload answers a bulk PATCH or DELETE by `where` with 400 when any document failed, whatever
 * the failure (collections/endpoints/update.js, delete.js). When every failed document was refused
 * with one status of its own (noted by a hook: another user's lock, 423), the answer has that
 * status; its body (the documents written, `errors` naming each refused id) stays Payload's.
 */
export async function withBulkRefusalStatus(args: {
  config: SanitizedConfig
  method: string
  pathname: string
  response: Response
  refusals: DocumentRefusals
}): Promise<Response> {
  const { config, method, pathname, response, refusals } = args
  if (response.status !== 400 || refusals.size === 0) return response
  const collection = bulkWriteCollection(config, method, pathname)
  if (!collection) return response
  const text = await response.text()
  const status = sharedRefusalStatus(parsed(text), refusals, collection)
  return new Response(text, { status: status ?? response.status, headers: response.headers })
}
