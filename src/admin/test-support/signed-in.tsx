import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import type { ClientCollection, ClientConfig } from '../../shared/client-config'
import type { AccessResponse } from '../data/access'
import { queryKeys } from '../data/query-keys'
import { ClientConfigContext } from '../lib/client-config-context'

export interface SignedInOptions {
  /** The collections of the client config (none by default). */
  collections?: ClientCollection[]
  /** What `/api/access` answers: the user may read every collection given, by default. */
  access?: AccessResponse
}

/** The client config of a component test: these collections, no globals, no localization. */
export function testConfig(collections: ClientCollection[]): ClientConfig {
  return {
    serverURL: '',
    routes: { admin: '/admin', api: '/api' },
    cookiePrefix: 'folio',
    userCollection: 'users',
    dateFormat: 'MMMM do yyyy, h:mm a',
    theme: 'all',
    language: { fallback: 'en', supported: ['en'] },
    hasUsers: true,
    isAuthenticated: true,
    localization: false,
    collections,
    globals: [],
  }
}

/**
 * What the signed-in shell gives a component: the client config, a router, and a query client that already
 * knows the user's access (a component test makes no request for it) and does not retry.
 */
export function SignedIn(props: SignedInOptions & { children: ReactNode }) {
  const collections = props.collections ?? []
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(
    queryKeys.access(),
    props.access ?? {
      collections: Object.fromEntries(collections.map((c) => [c.slug, { read: true }])),
    },
  )
  return (
    <QueryClientProvider client={client}>
      <ClientConfigContext value={testConfig(collections)}>
        <MemoryRouter>{props.children}</MemoryRouter>
      </ClientConfigContext>
    </QueryClientProvider>
  )
}
