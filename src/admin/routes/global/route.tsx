import type { ReactNode } from 'react'
import type { EditorHandle } from '../../host/types'
import { useBesideEditor } from '../../host/beside-editor'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMatch, useParams } from 'react-router'
import { adminPaths, adminRoutes } from '../../../shared/routes'
import { useFullConfig } from '../../lib/client-config-context'
import { useDraftsState } from '../../lib/use-drafts-state'
import { useDocumentTabs } from '../../host/use-document-tabs'
import { useLocaleParam } from '../../lib/use-locale-param'
import { DocumentTabs } from '../../ui/DocumentTabs'
import { useEditorExtensions } from '../../host/editor'
import { can, globalAccessQuery, withFieldAccess } from '../../data/access'
import { globalQuery, saveDocument, savedDoc, type SaveTarget } from '../../data/documents'
import { DocumentEditor } from '../../forms/DocumentEditor'
import { localDraftKey } from '../../forms/recovery/local-drafts'
import { useSession } from '../../lib/use-session'
import { DocumentContext } from '../../lib/document-context'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { QueryError } from '../../ui/QueryError'
import { Spinner } from '../../ui/Spinner'
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
  const queryClient = useQueryClient()
  const { locale, defaultLocale, setLocale } = useLocaleParam()
  const global = config.globals.find((g) => g.slug === slug)
  const query = useQuery({
    ...globalQuery({ slug, locale, isDraft: Boolean(global?.hasDrafts) }),
    enabled: Boolean(global),
  })
  const isOtherLocale = locale !== defaultLocale && Boolean(global?.fields.some((f) => f.localized))
  const fallbackQuery = useQuery({
    ...globalQuery({ slug, locale: defaultLocale, isDraft: Boolean(global?.hasDrafts) }),
    enabled: isOtherLocale,
  })
  const access = useQuery({ ...globalAccessQuery(slug), enabled: Boolean(global) })
  const target: SaveTarget = { kind: 'global', slug }
  const canUpdate = can(access.data, 'update')
  const session = useSession()
  const extensions = useEditorExtensions({ target, entity: global, canUpdate })
  const viewTarget = global
    ? { entity: global, target: { kind: 'global' as const, slug } }
    : undefined
  const tabs = useDocumentTabs(viewTarget)
  const isPreview = Boolean(useMatch(`/${adminRoutes.globalPreview}`))
  const preview = useBesideEditor(viewTarget, isPreview ? 'preview' : undefined, locale)
  const beside = props.beside ?? preview.beside
  const drafts = useDraftsState({
    target,
    locale,
    latest: query.data,
    isEnabled: Boolean(global?.hasDrafts),
  })

  if (!global || (isPreview && !preview.beside && !preview.isPending)) return <NotFoundView />
  if (query.error) return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  if (query.isPending || access.isPending || drafts.isPending || extensions.isPending)
    return <Spinner />
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
          fields={withFieldAccess(global.fields, access.data, 'update')}
          doc={query.data}
          warnOnLeave={global.warnOnLeave !== false}
          isReadOnly={!canUpdate || !extensions.isEditable}
          drafts={drafts.drafts}
          breadcrumbs={[
            { label: t('general:dashboard'), to: adminPaths.dashboard },
            { label: title },
          ]}
          title={title}
          fallbackDoc={isOtherLocale ? fallbackQuery.data : undefined}
          autosave={
            global.autosaveInterval
              ? { intervalMs: global.autosaveInterval, onSaved: () => drafts.onSaved('autosave') }
              : undefined
          }
          tabs={<DocumentTabs tabs={tabs} locale={locale} />}
          localeSwitcher={
            config.localization && locale
              ? { locales: config.localization.locales, value: locale, onChange: setLocale }
              : undefined
          }
          loadCurrent={() =>
            queryClient.fetchQuery({
              ...globalQuery({ slug, locale, isDraft: Boolean(global.hasDrafts) }),
              staleTime: 0,
            })
          }
          recoveryKey={
            session.data?.user
              ? localDraftKey({ userId: session.data.user.id, kind: 'global', slug, locale })
              : undefined
          }
          save={async (data, mode, options) => {
            const response = await extensions.wrapSave(() =>
              saveDocument({
                target,
                data,
                locale,
                mode,
                keepalive: options?.keepalive,
                baseUpdatedAt: options?.baseUpdatedAt,
              }),
            )
            return { doc: savedDoc(response), message: response.message }
          }}
          onSaved={(result, mode) => {
            drafts.onSaved(mode)
            queryClient.setQueryData(
              globalQuery({ slug, locale, isDraft: global.hasDrafts }).queryKey,
              result.doc,
            )
          }}
        />
      </DocumentContext>
    </div>
  )
}
