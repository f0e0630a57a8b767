import { lazy, Suspense, useEffect, useState } from 'react'
import { useTheme } from '../lib/theme'
import { registerToastHost, toasterReady } from './toast'

const LazyToaster = lazy(async () => {
  const sonner = await import('sonner')
  function Toaster(props: { theme: 'light' | 'dark' | 'system' }) {
    useEffect(() => toasterReady(sonner), [])
    return <sonner.Toaster position="bottom-right" theme={props.theme} closeButton />
  }
  return { default: Toaster }
})

/** Mounts sonner's toaster on the first toast. */
export function ToastHost() {
  const { theme } = useTheme()
  const [isMounted, setMounted] = useState(false)
  useEffect(() => registerToastHost(() => setMounted(true)), [])
  if (!isMounted) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster theme={theme === 'auto' ? 'system' : theme} />
    </Suspense>
  )
}
