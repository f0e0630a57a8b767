import { lazy, Suspense, useEffect, useState } from 'react'
import { textDirection } from '../../shared/language'
import { useI18n } from '../i18n/I18nProvider'
import { useTheme } from '../lib/theme'
import { ErrorBoundary } from './ErrorBoundary'
import { registerToastHost, toasterReady } from './toast'

const lazyToaster = () =>
  lazy(async () => {
    const sonner = await import('sonner')
    function Toaster(props: { theme: 'light' | 'dark' | 'system'; dir: 'ltr' | 'rtl' }) {
      useEffect(() => toasterReady(sonner), [])
      // In the corner where a line ends: bottom right, bottom left in a right-to-left language.
      return (
        <sonner.Toaster
          position={props.dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
          dir={props.dir}
          theme={props.theme}
          closeButton
        />
      )
    }
    return { default: Toaster }
  })

/**
 * Mounts sonner's toaster on the first toast. If its code cannot be had (offline), nothing else
 * on the page is touched: it is tried again once the browser is online, and the toasts asked for
 * meanwhile show then.
 */
export function ToastHost() {
  const { theme } = useTheme()
  const { language } = useI18n()
  const [isMounted, setMounted] = useState(false)
  // A new lazy component for each try: React keeps a failed one failed.
  const [{ attempt, Toaster }, setLoad] = useState(() => ({ attempt: 0, Toaster: lazyToaster() }))
  useEffect(() => registerToastHost(() => setMounted(true)), [])
  if (!isMounted) return null
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <RetryWhenOnline
          onRetry={() => setLoad((load) => ({ attempt: load.attempt + 1, Toaster: lazyToaster() }))}
        />
      )}
    >
      <Suspense fallback={null}>
        <Toaster theme={theme === 'auto' ? 'system' : theme} dir={textDirection(language)} />
      </Suspense>
    </ErrorBoundary>
  )
}

function RetryWhenOnline(props: { onRetry: () => void }) {
  const { onRetry } = props
  useEffect(() => {
    window.addEventListener('online', onRetry)
    return () => window.removeEventListener('online', onRetry)
  }, [onRetry])
  return null
}
