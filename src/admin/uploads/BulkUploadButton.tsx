import { lazy, Suspense, useState } from 'react'
import type { ClientCollection, ClientUpload } from '../../shared/client-config'
import { useT } from '../i18n/I18nProvider'

const BulkUploadDrawer = lazy(() => import('./BulkUploadDrawer'))

/** "Bulk Upload" in an upload collection's list; its drawer loads when it is opened. */
export function BulkUploadButton(props: {
  collection: ClientCollection & { upload: ClientUpload }
}) {
  const t = useT()
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('upload:bulkUpload')}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <BulkUploadDrawer collection={props.collection} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
