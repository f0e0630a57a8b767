import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { useClientConfigQuery } from '../data/client-config'
import { useI18n } from '../i18n/I18nProvider'
import { Spinner } from '../ui/Spinner'
import { ClientConfigContext } from '../lib/client-config-context'

function ConfigBoundary() {
  const { language } = useI18n()
  const { data } = useClientConfigQuery(language)
  return (
    <ClientConfigContext value={data}>
      <Outlet />
    </ClientConfigContext>
  )
}

export function RootLayout() {
  return (
    <Suspense fallback={<Spinner fullPage />}>
      <ConfigBoundary />
    </Suspense>
  )
}
