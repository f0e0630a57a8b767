import type { Config, Plugin } from 'payload'
import { apiPaths } from '../../../shared/routes'
import { buildClientConfig, buildPublicClientConfig } from './build-client-config'
import { assertKnownFieldTypes } from './field-type-check'
import { folioPlugin } from '../../../server/kit/folio-plugin'

/**
 * Adds `GET {api}/folio/client-config`: the JSON description of the admin (collections, globals,
 * fields, labels, localization, routes) for a signed-in user, and a public subset otherwise.
 * A field of a type the admin cannot show stops the server from starting.
 */
export const clientConfigPlugin = (): Plugin =>
  folioPlugin({ name: 'client-config', stage: 'last' }, (config) => {
    assertKnownFieldTypes(config)
    return withClientConfigEndpoint(config)
  })

const withClientConfigEndpoint = (config: Config): Config => ({
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
