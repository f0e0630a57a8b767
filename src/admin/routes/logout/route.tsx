import { queryKeys } from '../../data/query-keys'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useClientConfig } from '../../lib/client-config-context'
import { logout } from '../../data/auth'
import { announceSignOut } from '../../data/session-end'
import { useT } from '../../i18n/I18nProvider'
import { MinimalTemplate } from '../../ui/MinimalTemplate'
import { Loading } from '../../ui/Loading'

export function Component() {
  const t = useT()
  const config = useClientConfig()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(() => {
    let isCurrent = true
    logout(config.userCollection)
      .catch(() => undefined)
      .finally(() => {
        announceSignOut()
        if (!isCurrent) return
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'client-config' })
        void queryClient.invalidateQueries({ queryKey: queryKeys.clientConfig() })
        void navigate('/login', { replace: true })
      })
    return () => {
      isCurrent = false
    }
  }, [config.userCollection, navigate, queryClient])
  return (
    <MinimalTemplate>
      <p className="minimal__title">{t('folio:loggingOut')}</p>
      <Loading />
    </MinimalTemplate>
  )
}
