import { routeId, routeRow } from '../../../server/kit/route-row'
import { APIError, Forbidden, UnauthorizedError, type Endpoint, type PayloadRequest } from 'payload'
import { afterAnswer } from '../../../server/kit/after-answer'
import { isAccountOnHold } from '../../../server/kit/account-standing'
import { API_KEY_FIELDS, apiKeyHeader, type ApiKeyCreated } from '../shared'
import { API_KEY_HASH_FIELD, type ApiKeyRow } from './fields'
import { apiKeyHash, newApiKey } from './key-material'
import { sendKeyNotice } from './key-email'
import { API_KEY_STRATEGY } from './strategy'
import { apiKeyMessage } from './translations'

export interface EndpointDeps {
  slug: string
  canManageKeys: (user: unknown) => boolean
}

const NO_STORE = { 'Cache-Control': 'no-store' }
/** `apiKeyEndpoint` as a route (its id is encoded, a parameter must not be). */
const PATH = '/:id/api-key'

/**
 * The account whose key the request may manage: its own, or any with `canManageKeys` (admins);
 * only with a session, so a leaked key can neither replace itself nor lock its owner out.
 */
async function targetRow(req: PayloadRequest, deps: EndpointDeps): Promise<ApiKeyRow> {
  const user = req.user
  if (!user || user.collection !== deps.slug) throw new UnauthorizedError(req.t)
  if (user._strategy === API_KEY_STRATEGY)
    throw new APIError(apiKeyMessage(req, 'apiKeyNeedsSession'), 403, undefined, true)
  if (String(user.id) !== routeId(req) && !deps.canManageKeys(user)) throw new Forbidden(req.t)
  return routeRow<ApiKeyRow>(req, deps.slug)
}

/** `POST /:id/api-key`: a new key (the old one, if any, stops working now), shown this once. */
function createEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: PATH,
    method: 'post',
    handler: async (req) => {
      const row = await targetRow(req, deps)
      const collection = req.payload.collections[deps.slug]!.config
      if (isAccountOnHold(collection, row))
        throw new APIError(apiKeyMessage(req, 'apiKeyAccountOnHold'), 409, undefined, true)
      const apiKey = newApiKey()
      const at = new Date()
      const isRotation = Boolean(row[API_KEY_HASH_FIELD])
      await req.payload.db.updateOne({
        collection: deps.slug,
        id: row.id,
        data: {
          [API_KEY_HASH_FIELD]: apiKeyHash(req.payload.secret, apiKey),
          [API_KEY_FIELDS.createdAt]: at.toISOString(),
          [API_KEY_FIELDS.lastUsedAt]: null,
          // Not a save of the user: a null updatedAt leaves it (an open editor's If-Match) unchanged.
          updatedAt: null,
        },
        req,
        returning: false,
      })
      afterAnswer(req.payload, 'The API key notice email could not be sent.', () =>
        sendKeyNotice({ req, owner: row, isRotation, at }),
      )
      const body: ApiKeyCreated = {
        apiKey,
        header: apiKeyHeader(deps.slug, apiKey),
        apiKeyCreatedAt: at.toISOString(),
      }
      return Response.json(body, { headers: NO_STORE })
    },
  }
}

/** `DELETE /:id/api-key`: the key stops working now (nothing to revoke answers the same). */
function revokeEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: PATH,
    method: 'delete',
    handler: async (req) => {
      const row = await targetRow(req, deps)
      await req.payload.db.updateOne({
        collection: deps.slug,
        id: row.id,
        data: {
          [API_KEY_HASH_FIELD]: null,
          [API_KEY_FIELDS.createdAt]: null,
          [API_KEY_FIELDS.lastUsedAt]: null,
          updatedAt: null,
        },
        req,
        returning: false,
      })
      return Response.json({ message: apiKeyMessage(req, 'apiKeyRevoked') }, { headers: NO_STORE })
    },
  }
}

export const apiKeyEndpoints = (deps: EndpointDeps): Endpoint[] => [
  createEndpoint(deps),
  revokeEndpoint(deps),
]
