import type { ReactNode } from 'react'
import type { EditorHandle } from '../../host/types'
import { useBesideEditor } from '../../host/beside-editor'
import { useMatch, useParams } from 'react-router'
import { adminPaths, adminRoutes } from '../../../shared/routes'
import { useFullConfig } from '../../lib/client-config-context'
import { useDocumentTabs } from '../../host/use-document-tabs'
import { useLocaleParam } from '../../lib/use-locale-param'
import { DocumentTabs } from '../../ui/DocumentTabs'
import { savedDoc, type SaveTarget } from '../../data/documents'
import { DocumentEditor } from '../../forms/DocumentEditor'
import { useDocumentController } from '../../forms/use-document-controller'
import { DocumentContext } from '../../lib/document-context'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { QueryError } from '../../ui/QueryError'
import { Loading } from '../../ui/Loading'
import { NotFoundView } from '../not-found/NotFoundView'

/**
 * The edit screen; at `…/preview` with the live-preview view's pane beside the form (the same
 * screen, so the form and what is typed stay as the tab changes), and a `besideEditor` view at
 * another path draws it with `beside`.
 */
export function Component(props: { beside?: (editor: EditorHandle) => ReactNode } = {}) {
  const { slug = '' } = useParams()
  const config = useFullConfig()
  const t = useT()
  const label = useLabel()
  const { locale, defaultLocale, setLocale } = useLocaleParam()
  const target: SaveTarget = { kind: 'global', slug }
  const controller = useDocumentController(target, { locale, defaultLocale })
  const { drafts, extensions } = controller
  const global = config.globals.find((g) => g.slug === slug)
  const viewTarget = global
    ? { entity: global, target: { kind: 'global' as const, slug } }
    : undefined
  const tabs = useDocumentTabs(viewTarget)
  const isPreview = Boolean(useMatch(`/${adminRoutes.globalPreview}`))
  const preview = useBesideEditor(viewTarget, isPreview ? 'preview' : undefined, locale)
  const beside = props.beside ?? preview.beside

  if (!global || (isPreview && !preview.beside && !preview.isPending)) return <NotFoundView />
  if (controller.error) return <QueryError error={controller.error} onRetry={controller.retry} />
  if (controller.isPending) return <Loading />
  const title = label(global.label)

  return (
    <div
      className="contents"
      onInputCapture={extensions.onActivity}
      onChangeCapture={extensions.onActivity}
    >
      {extensions.element}
      <DocumentContext value={{ target, locale }}>
        <DocumentEditor
          entity={global}
          beside={beside}
          key={`${slug}/${locale ?? ''}`}
          idPrefix="global"
          layout={global.layout}
          fields={controller.fields}
          doc={controller.doc}
          warnOnLeave={global.warnOnLeave !== false}
          isReadOnly={!controller.canSave}
          drafts={drafts.drafts}
          breadcrumbs={[
            { label: t('general:dashboard'), to: adminPaths.dashboard },
            { label: title },
          ]}
          title={title}
          fallbackDoc={controller.fallbackDoc}
          autosave={
            global.autosaveInterval
              ? {
                  intervalMs: global.autosaveInterval,
                  onSaved: () => controller.afterSave('autosave'),
                }
              : undefined
          }
          tabs={<DocumentTabs tabs={tabs} locale={locale} />}
          localeSwitcher={
            config.localization && locale
              ? { locales: config.localization.locales, value: locale, onChange: setLocale }
              : undefined
          }
          loadCurrent={() => controller.loadCurrent()}
          recoveryKey={controller.recoveryKey}
          save={async (data, mode, options) => {
            const response = await controller.save({ ...options, data, mode })
            return { doc: savedDoc(response), message: response.message }
          }}
          onSaved={(result, mode) => {
            controller.afterSave(mode)
            controller.rememberSaved(result.doc)
          }}
        />
      </DocumentContext>
    </div>
  )
}
