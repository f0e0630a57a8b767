import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { useClientConfigQuery } from '../data/client-config'
import { useI18n } from '../i18n/I18nProvider'
import { ClientConfigContext } from '../lib/client-config-context'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { MinimalTemplate } from '../ui/MinimalTemplate'
import { QueryError } from '../ui/QueryError'
import { Loading } from '../ui/Loading'

function ConfigBoundary() {
  const { language } = useI18n()
  const { data } = useClientConfigQuery(language)
  return (
    <ClientConfigContext value={data}>
      <Outlet />
    </ClientConfigContext>
  )
}

/** Loads the client config for every screen; if the server cannot be reached, says so with a retry. */
export function RootLayout() {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          fallback={({ error, reset: resetBoundary }) => (
            <MinimalTemplate>
              <QueryError
                error={error}
                onRetry={() => {
                  reset()
                  resetBoundary()
                }}
              />
            </MinimalTemplate>
          )}
        >
          <Suspense fallback={<Loading fullPage />}>
            <ConfigBoundary />
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}
