import { useQueryClient } from '@tanstack/react-query'
import type { AccountSectionContext } from '../../../admin/extend'
import { queryKeys, useClientConfig } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { ApiKeyManager } from './ApiKeyManager'

/** The account page's API key section: the signed-in user's own key (the session's user, no read of its own). */
export default function ApiKeySection({ user }: AccountSectionContext) {
  const t = useT()
  const config = useClientConfig()
  const queryClient = useQueryClient()
  return (
    <ApiKeyManager
      slug={config.userCollection}
      id={user.id}
      doc={user}
      lead={t('api-keys:leadOwn')}
      onChanged={() => queryClient.invalidateQueries({ queryKey: queryKeys.me() })}
    />
  )
}
