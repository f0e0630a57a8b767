import { useClientConfig } from '../../../admin/extend/data'
import { pluginSettings } from '../../../shared/client-config'
import { DEFAULT_TRUST_DAYS } from '../shared'

/** How long a trusted device signs in without a code: the server's public setting. */
export function useTrustDays(): number {
  return pluginSettings(useClientConfig(), 'totp')?.trustDays ?? DEFAULT_TRUST_DAYS
}
