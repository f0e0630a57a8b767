import { useQuery } from '@tanstack/react-query'
import { meQuery } from '../data/auth'
import { useClientConfig } from './client-config-context'

/** The signed-in user (or null), from `GET {api}/{users}/me`. */
export function useSession() {
  const config = useClientConfig()
  return useQuery(meQuery(config.userCollection))
}
