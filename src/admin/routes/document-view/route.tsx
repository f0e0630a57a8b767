import { Suspense } from 'react'
import { useParams } from 'react-router'
import { adminPaths, DOCUMENT_VIEWS } from '../../../shared/routes'
import { shownDocumentViews, type DocumentViewTarget } from '../../host/document-views'
import { lazyPart } from '../../host/lazy-part'
import { useBesideEditor } from '../../host/beside-editor'
import { usePluginStrings } from '../../host/strings'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { useFullConfig } from '../../lib/client-config-context'
import { useDocumentTabs } from '../../host/use-document-tabs'
import { useLocaleParam } from '../../lib/use-locale-param'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { DocumentTabs } from '../../ui/DocumentTabs'
import { Loading } from '../../ui/Loading'
import { documentQuery } from '../../data/documents'
import { useDocumentTitle } from '../../data/document-title'
import { localeFromSearch, VALID_ID } from '../../../shared/api-reads'
import type { ScreenPrefetch } from '../../lib/screen-module'
import { NotFoundView } from '../not-found/NotFoundView'
import { Component as DocumentScreen } from '../document/route'
import { Component as GlobalScreen } from '../global/route'

/** A document's view names the document: its read starts with the page. */
export const prefetch: ScreenPrefetch = ({ params, search, config, queryClient }) => {
  if (!config.isAuthenticated) return
  const { slug = '', id = '' } = params
  const collection = config.collections.find((c) => c.slug === slug)
  if (!collection || !VALID_ID.test(id)) return
  const locale = localeFromSearch(config, search)
  void queryClient.prefetchQuery(documentQuery({ slug, id, locale, isDraft: collection.hasDrafts }))
}

/**
 * A view of a saved document or a global other than Edit (`…/:id/<view>`): a plugin's view, or the
 * admin's own placeholder for live preview and API until a plugin provides them; and an item of a
 * plugin's view that has them (`…/:id/<view>/<item>`).
 */
export function Component() {
  const { slug = '', id, view = '', item } = useParams()
  const config = useFullConfig()
  const t = useT()
  const label = useLabel()
  const { locale } = useLocaleParam()
  const collection = id ? config.collections.find((c) => c.slug === slug) : undefined
  const global = id ? undefined : config.globals.find((g) => g.slug === slug)
  const context: DocumentViewTarget | undefined = collection
    ? { entity: collection, target: { kind: 'collection', slug, id: id! } }
    : global
      ? { entity: global, target: { kind: 'global', slug } }
      : undefined
  const tabs = useDocumentTabs(context)
  const documentTitle = useDocumentTitle(collection, id, locale)
  const contributed = shownDocumentViews(context).find((v) => v.path === view)
  // A plugin's view speaks its plugin's strings: they are merged before it draws.
  const hasViewStrings = usePluginStrings(contributed ? [contributed.plugin] : [])
  const besideEditor = useBesideEditor(
    context,
    contributed?.besideEditor ? view : undefined,
    locale,
  )
  const entity = context?.entity
  const isOwnPlaceholder =
    (DOCUMENT_VIEWS as readonly string[]).includes(view) &&
    view !== 'edit' &&
    (view !== 'versions' || Boolean(entity?.hasVersions)) &&
    (view !== 'preview' || Boolean(entity?.hasLivePreview))
  if (!context || (!contributed && !isOwnPlaceholder)) return <NotFoundView />
  if (item !== undefined && !contributed?.hasItems) return <NotFoundView />
  // A view beside the edit form: the edit screen, with the view as its pane.
  if (contributed?.besideEditor && item === undefined) {
    if (!besideEditor.beside) return <Loading />
    return collection ? (
      <DocumentScreen beside={besideEditor.beside} />
    ) : (
      <GlobalScreen beside={besideEditor.beside} />
    )
  }

  const viewLabel = tabs.find((tab) => tab.key === view)?.label
  // A plugin's tab (and so its label) shows once its strings are there.
  if (viewLabel === undefined || !hasViewStrings) return <Loading />
  const crumbs = collection
    ? [
        { label: t('general:dashboard'), to: adminPaths.dashboard },
        { label: label(collection.labels.plural), to: adminPaths.collection(slug) },
        { label: documentTitle ?? '…', to: adminPaths.document(slug, id!) },
        { label: viewLabel },
      ]
    : [
        { label: t('general:dashboard'), to: adminPaths.dashboard },
        { label: label(global!.label), to: adminPaths.global(slug) },
        { label: viewLabel },
      ]
  const View = contributed
    ? lazyPart(`${contributed.plugin}/view/${contributed.path}`, contributed.load)
    : undefined
  // An item (a version) draws its own page: its breadcrumb names the item.
  if (View && item !== undefined)
    return (
      <Suspense fallback={<Loading />}>
        <View {...context} locale={locale} item={item} />
      </Suspense>
    )

  return (
    <div className="stack stack--loose">
      <div className="editor__heading">
        <Breadcrumbs items={crumbs} />
        <h1 className="page-title">{collection ? (documentTitle ?? '…') : label(global!.label)}</h1>
      </div>
      <DocumentTabs tabs={tabs} locale={locale} />
      {View ? (
        <Suspense fallback={<Loading />}>
          <View {...context} locale={locale} />
        </Suspense>
      ) : (
        <div className="empty-state">
          <p className="empty-state__title">{viewLabel}</p>
          <p>{t('folio:viewComingLater')}</p>
        </div>
      )}
    </div>
  )
}
