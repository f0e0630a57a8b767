import type { Plugin } from 'payload'
import { apiPaths } from '../../../shared/routes'
import { buildClientConfig, buildPublicClientConfig } from './build-client-config'

/**
 * Adds `GET {api}/folio/client-config`: the JSON description of the admin (collections, globals,
 * fields, labels, localization, routes) for a signed-in user, and a public subset otherwise.
 */
export const clientConfigPlugin = (): Plugin => (config) => ({
  ...config,
  endpoints: [
    ...(config.endpoints ?? []),
    {
      path: apiPaths.clientConfig,
      method: 'get',
      handler: async (req) => {
        const body = req.user
          ? await buildClientConfig(req)
          : { ...(await buildPublicClientConfig(req)), isAuthenticated: false }
        return Response.json(body, {
          headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Accept-Language' },
        })
      },
    },
  ],
})

// The client form of fields, for plugins that serve a form outside the client config (invitations).
export { projectFields } from './project-fields'
