import { useSyncExternalStore } from 'react'
import { useT } from '../../i18n/I18nProvider'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the browser says it is online; follows the online and offline events. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

export function OfflineBanner() {
  const t = useT()
  return (
    <p className="notice offline-banner" role="status">
      {t('folio:offlineNotice')}
    </p>
  )
}
