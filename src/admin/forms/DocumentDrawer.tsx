import { queryKeys } from '../data/query-keys'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { savedDoc, type SaveTarget } from '../data/documents'
import { useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'
import { useFullConfig } from '../lib/client-config-context'
import type { DrawerDoc } from '../lib/document-drawer-context'
import { DocumentContext } from '../lib/document-context'
import { useLocaleParam } from '../lib/use-locale-param'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { Drawer } from '../ui/Drawer'
import { QueryError } from '../ui/QueryError'
import { Loading } from '../ui/Loading'
import { titleOf } from '../fields/relationship/use-relation-doc'
import { useDocumentController } from './use-document-controller'
import { DocumentEditor } from './DocumentEditor'
import { useUploadForm } from '../uploads/use-upload-form'

interface DocumentDrawerProps {
  collection: string
  /** Absent: create a new document. */
  id?: string | number
  /** 1 for the first drawer, 2 for one opened from it…: keeps field ids unique. */
  depth: number
  /** With the last saved document, if any; a created document closes the drawer at once. */
  onClose: (doc: DrawerDoc | undefined) => void
}

/** The real edit form of a related document, in a drawer, in the page's locale. */
export default function DocumentDrawer(props: DocumentDrawerProps) {
  const t = useT()
  const label = useLabel()
  const queryClient = useQueryClient()
  const { locale } = useLocaleParam()
  const slug = props.collection
  const isCreate = props.id === undefined
  const id = isCreate ? '' : String(props.id)
  const target: SaveTarget = { kind: 'collection', slug, id: isCreate ? undefined : id }
  const controller = useDocumentController(target, {
    locale,
    leave: () => props.onClose(undefined),
  })
  const collection = useFullConfig().collections.find((c) => c.slug === slug)
  const { drafts, extensions } = controller
  const lastSaved = useRef<DrawerDoc | undefined>(undefined)
  const isDirty = useRef(false)
  const [isConfirmingClose, setConfirmingClose] = useState(false)
  const close = () => props.onClose(lastSaved.current)
  // Closing with unsaved changes asks first, as leaving a page does.
  const requestClose = () => (isDirty.current ? setConfirmingClose(true) : close())

  const singular = label(collection?.labels.singular, slug)
  const title = isCreate
    ? t('general:createNewLabel', { label: singular })
    : titleOf(controller.doc, collection, id || t('general:untitled'))
  const uploadForm = useUploadForm({ upload: collection?.upload, doc: controller.doc, isCreate })

  return (
    <Drawer
      title={title}
      onClose={requestClose}
      header={<span className="drawer__context">{label(collection?.labels.plural, slug)}</span>}
    >
      {!collection ? (
        <p className="notice">{t('general:nothingFound')}</p>
      ) : controller.error ? (
        <QueryError error={controller.error} onRetry={controller.retry} />
      ) : controller.isPending ? (
        <Loading />
      ) : (
        <div
          className="contents"
          onInputCapture={extensions.onActivity}
          onChangeCapture={extensions.onActivity}
        >
          {extensions.element}
          {/* What a field in the drawer is shown in: this document, not the page's. */}
          <DocumentContext value={{ target, locale }}>
            <DocumentEditor
              entity={collection}
              idPrefix={`drawer${props.depth}`}
              fields={controller.fields}
              layout={collection.layout}
              doc={controller.doc}
              isReadOnly={!controller.canSave}
              onDirtyChange={(dirty) => {
                isDirty.current = dirty
              }}
              drafts={drafts.drafts}
              breadcrumbs={[{ label: label(collection.labels.plural) }, { label: title }]}
              title={title}
              lead={uploadForm.lead}
              isReadyToSave={uploadForm.isReadyToSave}
              loadCurrent={() => controller.loadCurrent()}
              save={async (data, mode, options) => {
                const response = await uploadForm.send((upload) =>
                  controller.save({ ...options, data, mode, upload }),
                )
                return { doc: savedDoc(response), message: response.message }
              }}
              onSaved={(result, mode) => {
                controller.afterSave(mode)
                const doc = result.doc as DrawerDoc
                lastSaved.current = doc
                void queryClient.invalidateQueries({ queryKey: queryKeys.relationDoc(slug) })
                void queryClient.invalidateQueries({ queryKey: queryKeys.relationSearch(slug) })
                controller.rememberSaved(doc)
                if (isCreate) props.onClose(doc)
              }}
            />
          </DocumentContext>
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirmingClose}
        title={t('general:leaveWithoutSaving')}
        confirmLabel={t('general:leaveAnyway')}
        cancelLabel={t('general:stayOnThisPage')}
        isDestructive
        onCancel={() => setConfirmingClose(false)}
        onConfirm={() => {
          setConfirmingClose(false)
          close()
        }}
      >
        {t('general:changesNotSaved')}
      </ConfirmDialog>
    </Drawer>
  )
}
