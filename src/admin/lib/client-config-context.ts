import { createContext, use } from 'react'
import type { ClientConfig, ClientConfigResponse } from '../../shared/client-config'

export const ClientConfigContext = createContext<ClientConfigResponse | null>(null)

/** The client config as the server gave it: the public subset until the user signs in. */
export function useClientConfig(): ClientConfigResponse {
  const value = use(ClientConfigContext)
  if (!value) throw new Error('useClientConfig outside RootLayout')
  return value
}

/** The full client config; only inside the signed-in shell. */
export function useFullConfig(): ClientConfig {
  const value = useClientConfig()
  if (!value.isAuthenticated) throw new Error('useFullConfig needs a signed-in user')
  return value
}
