import type { ReactNode } from 'react'
import type { EditorHandle } from '../../host/types'
import { useBesideEditor } from '../../host/beside-editor'
import { queryKeys } from '../../data/query-keys'
import { preloadFormParts } from '../../forms/form-parts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useMatch, useNavigate, useParams } from 'react-router'
import { adminPaths, adminRoutes, CREATE_SEGMENT } from '../../../shared/routes'
import { accessQuery, can, documentAccessQuery, publishAccessQuery } from '../../data/access'
import {
  deleteDocument,
  documentQuery,
  publishedStatusQuery,
  savedDoc,
  type SaveTarget,
} from '../../data/documents'
import { versionsCountQuery } from '../../data/versions'
import { documentTitle } from '../../data/document-title'
import { readAheadForPage } from '../../data/http'
import { contributed, editorReadsFor } from '../../host/registry'
import { DocumentEditor } from '../../forms/DocumentEditor'
import { useDocumentController } from '../../forms/use-document-controller'
import { EditorPlaceholder } from '../../forms/EditorHeading'
import { linkedTitle } from '../../lib/document-link-state'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { useFullConfig } from '../../lib/client-config-context'
import { DocumentContext } from '../../lib/document-context'
import { localeFromSearch, VALID_ID } from '../../../shared/api-reads'
import { useLocaleParam } from '../../lib/use-locale-param'
import { QueryError } from '../../ui/QueryError'
import { notify } from '../../ui/toast'
import { Loading } from '../../ui/Loading'
import { NotFoundView } from '../not-found/NotFoundView'
import { useDocumentTabs } from '../../host/use-document-tabs'
import { DocumentTabs } from '../../ui/DocumentTabs'
import { useSession } from '../../lib/use-session'
import { useEmailChangeProof } from '../account/EmailChangeDialog'
import { Slot } from '../../host/Slot'
import { useDocumentActions } from './use-document-actions'
import type { ScreenPrefetch } from '../../host/types'
import { useUploadForm } from '../../uploads/use-upload-form'

/**
 * The document, the user's rights on it, its published status and versions count, with the page;
 * the first render waits for the form's lazy parts (a plugin's field kit), not for the data.
 */
export const prefetch: ScreenPrefetch = ({ params, search, config, queryClient, isLinkIntent }) => {
  if (!config.isAuthenticated) return
  const { slug = '', id = '' } = params
  const collection = config.collections.find((c) => c.slug === slug)
  if (!collection) return
  const parts = preloadFormParts(collection.fields).ready
  if (id === CREATE_SEGMENT || !VALID_ID.test(id)) return parts
  const locale = localeFromSearch(config, search)
  const target = { kind: 'collection', slug, id } as const
  void queryClient.prefetchQuery(documentQuery({ slug, id, locale, isDraft: collection.hasDrafts }))
  void queryClient.prefetchQuery(accessQuery())
  void queryClient.prefetchQuery(documentAccessQuery(slug, id))
  if (collection.hasDrafts) {
    void queryClient.prefetchQuery(publishedStatusQuery({ ...target, locale }))
    void queryClient.prefetchQuery(publishAccessQuery(target))
  }
  if (collection.hasVersions) void queryClient.prefetchQuery(versionsCountQuery(target))
  // A page opened here answers them itself (it may have taken the lock).
  if (isLinkIntent)
    for (const read of editorReadsFor({ ...target, entity: collection }, locale))
      readAheadForPage(read)
  return parts
}

/**
 * The edit screen; at `…/preview` with the live-preview view's pane beside the form (the same
 * screen, so the form and what is typed stay as the tab changes), and a `besideEditor` view at
 * another path draws it with `beside`.
 */
export function Component(props: { beside?: (editor: EditorHandle) => ReactNode } = {}) {
  const { slug = '', id = '' } = useParams()
  const config = useFullConfig()
  const t = useT()
  const label = useLabel()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { locale, defaultLocale, setLocale } = useLocaleParam()
  const location = useLocation()
  const isCreate = id === CREATE_SEGMENT
  const isValidId = isCreate || VALID_ID.test(id)
  const target: SaveTarget = { kind: 'collection', slug, id: isCreate ? undefined : id }
  const controller = useDocumentController(target, {
    locale,
    defaultLocale,
    isEnabled: isValidId,
  })
  const collection = config.collections.find((c) => c.slug === slug)
  // Set the moment an autosave creates the document: a save already under way then updates it instead of creating another.
  const createdId = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (isCreate) createdId.current = undefined
  }, [isCreate, location.key])
  const { doc, drafts, extensions } = controller
  const singular = label(collection?.labels.singular)
  const session = useSession()
  const isOwnAccount =
    Boolean(collection?.isAuth) && !isCreate && String(session.data?.user?.id ?? '') === id
  const emailProof = useEmailChangeProof(
    isOwnAccount && typeof doc?.email === 'string' ? doc.email : undefined,
  )
  const title = isCreate
    ? t('general:createNewLabel', { label: singular })
    : ((collection && documentTitle(collection, doc)) ?? t('general:untitled'))
  const viewTarget =
    collection && isValidId && !isCreate
      ? { entity: collection, target: { kind: 'collection' as const, slug, id } }
      : undefined
  const tabs = useDocumentTabs(viewTarget)
  const isPreview = Boolean(useMatch(`/${adminRoutes.documentPreview}`))
  const preview = useBesideEditor(viewTarget, isPreview ? 'preview' : undefined, locale)
  const beside = props.beside ?? preview.beside
  const uploadForm = useUploadForm({ upload: collection?.upload, doc, isCreate })
  const documentActions = useDocumentActions({
    slug,
    id,
    title,
    singular,
    locale,
    canCreate: can(controller.permissions, 'create'),
    canDelete: !isCreate && can(controller.documentPermissions, 'delete'),
  })

  // A new document that its first autosave created keeps its editor (and what was typed meanwhile) at its new address.
  const isCreatedByAutosave =
    (location.state as { createdByAutosave?: boolean } | null)?.createdByAutosave === true &&
    Boolean(doc)
  // Kept the moment a save by hand (save, draft, publish) happens: no longer a try to discard.
  const [isKeptByHand, setKeptByHand] = useState(false)
  useEffect(() => setKeptByHand(false), [id])
  const createdAt = typeof doc?.createdAt === 'string' ? doc.createdAt : undefined
  const newDraft = useMemo(
    () =>
      isCreatedByAutosave && !isKeptByHand && createdAt && collection
        ? {
            createdAt,
            titlePath: collection.admin.useAsTitle,
            discard: async () => {
              await deleteDocument(slug, id)
              notify.success(t('folio:newDraftDiscarded'))
              void queryClient.invalidateQueries({ queryKey: queryKeys.documents(slug) })
            },
          }
        : undefined,
    [isCreatedByAutosave, isKeptByHand, createdAt, collection, slug, id, t, queryClient],
  )
  const editorKey = isCreatedByAutosave
    ? `${slug}/${CREATE_SEGMENT}/${locale ?? ''}`
    : `${slug}/${id}/${locale ?? ''}`

  if (!collection || !isValidId || (isPreview && !preview.beside && !preview.isPending))
    return <NotFoundView />
  if (controller.error) return <QueryError error={controller.error} onRetry={controller.retry} />
  const plural = label(collection.labels.plural)
  const breadcrumbs = (shownTitle: string) => [
    { label: t('general:dashboard'), to: adminPaths.dashboard },
    { label: plural, to: adminPaths.collection(slug) },
    { label: shownTitle },
  ]
  if (!isCreatedByAutosave && controller.isPending) {
    // The title the list row showed, while the document is on its way (never a form of it).
    const placeholderTitle = doc ? title : isCreate ? undefined : linkedTitle(location.state)
    return placeholderTitle ? (
      <EditorPlaceholder breadcrumbs={breadcrumbs(placeholderTitle)} title={placeholderTitle} />
    ) : (
      <Loading />
    )
  }

  // The editor an autosave created stays editable while its rights and extensions catch up with its address.
  const canSave =
    isCreate || !isCreatedByAutosave
      ? controller.canSave
      : extensions.isEditable || extensions.isPending

  return (
    <div
      className="contents"
      onInputCapture={extensions.onActivity}
      onChangeCapture={extensions.onActivity}
    >
      {extensions.element}
      <DocumentContext value={{ target, locale }}>
        <DocumentEditor
          entity={collection}
          beside={beside}
          key={editorKey}
          idPrefix="doc"
          layout={collection.layout}
          fields={controller.fields}
          doc={doc}
          warnOnLeave={collection.warnOnLeave !== false}
          isReadOnly={!canSave}
          drafts={drafts.drafts}
          breadcrumbs={breadcrumbs(title)}
          title={title}
          localeSwitcher={
            config.localization && locale
              ? { locales: config.localization.locales, value: locale, onChange: setLocale }
              : undefined
          }
          menuActions={isCreate ? [] : documentActions.actions}
          dialogs={documentActions.dialogs}
          fallbackDoc={controller.fallbackDoc}
          autosave={
            collection.autosaveInterval
              ? {
                  intervalMs: collection.autosaveInterval,
                  onSaved: (result) => {
                    controller.afterSave('autosave')
                    const newId = result.doc.id
                    if (
                      !isCreate ||
                      createdId.current ||
                      (typeof newId !== 'string' && typeof newId !== 'number')
                    )
                      return
                    createdId.current = String(newId)
                    controller.rememberSaved({ ...result.doc, id: newId }, String(newId))
                    void navigate(
                      adminPaths.document(slug, newId) + (locale ? `?locale=${locale}` : ''),
                      { replace: true, state: { createdByAutosave: true } },
                    )
                  },
                }
              : undefined
          }
          tabs={tabs.length > 0 ? <DocumentTabs tabs={tabs} locale={locale} /> : undefined}
          loadCurrent={() => controller.loadCurrent(target.id ?? createdId.current ?? id)}
          recoveryKey={controller.recoveryKey}
          lead={uploadForm.lead}
          isReadyToSave={uploadForm.isReadyToSave}
          save={async (data, mode, options) => {
            const body = isOwnAccount ? await emailProof.withProof(data) : data
            const response = await uploadForm.send((upload) =>
              controller.save({ ...options, data: body, mode, upload, id: createdId.current }),
            )
            return { doc: savedDoc(response), message: response.message }
          }}
          newDraft={newDraft}
          onSaved={(result, mode) => {
            controller.afterSave(mode)
            setKeptByHand(true)
            const savedId = result.doc.id
            if (isCreate && (typeof savedId === 'string' || typeof savedId === 'number')) {
              void queryClient.invalidateQueries({ queryKey: queryKeys.documents(slug) })
              void navigate(
                adminPaths.document(slug, savedId) + (locale ? `?locale=${locale}` : ''),
                { replace: true },
              )
            } else controller.rememberSaved(result.doc)
          }}
        />
      </DocumentContext>
      {emailProof.dialog}
      {!isCreate && (
        <Slot
          name="panel"
          className="document-extras"
          parts={contributed('documentPanels')}
          context={{ collection, doc, id, permissions: controller.permissions }}
        />
      )}
    </div>
  )
}
