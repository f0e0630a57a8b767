import { useParams } from 'react-router'
import { adminPaths, DOCUMENT_VIEWS } from '../../../shared/routes'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { useFullConfig } from '../../lib/client-config-context'
import { useDocumentTabs } from '../../lib/use-document-tabs'
import { useLocaleParam } from '../../lib/use-locale-param'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { DocumentTabs } from '../../ui/DocumentTabs'
import { NotFoundView } from '../not-found/NotFoundView'

/** The API and versions views of a document or global: their tabs lead here until they are built. */
export function Component() {
  const { slug = '', id, view = '' } = useParams()
  const config = useFullConfig()
  const t = useT()
  const label = useLabel()
  const { locale } = useLocaleParam()
  const collection = id ? config.collections.find((c) => c.slug === slug) : undefined
  const global = id ? undefined : config.globals.find((g) => g.slug === slug)
  const entity = collection ?? global
  const isKnownView =
    (DOCUMENT_VIEWS as readonly string[]).includes(view) &&
    view !== 'edit' &&
    (view !== 'versions' || Boolean(entity?.hasVersions)) &&
    (view !== 'preview' || Boolean(entity?.hasLivePreview))
  const tabs = useDocumentTabs(
    !entity || !isKnownView
      ? undefined
      : collection && id
        ? {
            kind: 'collection',
            slug,
            id,
            hasVersions: collection.hasVersions,
            hasLivePreview: collection.hasLivePreview,
          }
        : {
            kind: 'global',
            slug,
            hasVersions: Boolean(global?.hasVersions),
            hasLivePreview: global?.hasLivePreview,
          },
  )
  if (!entity || !isKnownView) return <NotFoundView />

  const viewLabel =
    view === 'versions'
      ? t('version:versions')
      : view === 'preview'
        ? t('general:livePreview')
        : 'API'
  const crumbs = collection
    ? [
        { label: t('general:dashboard'), to: adminPaths.dashboard },
        { label: label(collection.labels.plural), to: adminPaths.collection(slug) },
        { label: String(id), to: adminPaths.document(slug, id!) },
        { label: viewLabel },
      ]
    : [
        { label: t('general:dashboard'), to: adminPaths.dashboard },
        { label: label(global!.label), to: adminPaths.global(slug) },
        { label: viewLabel },
      ]

  return (
    <div className="stack stack--loose">
      <div className="editor__heading">
        <Breadcrumbs items={crumbs} />
        <h1 className="page-title">{viewLabel}</h1>
      </div>
      <DocumentTabs tabs={tabs} locale={locale} />
      <div className="empty-state">
        <p className="empty-state__title">{viewLabel}</p>
        <p>{t('folio:viewComingLater')}</p>
      </div>
    </div>
  )
}
