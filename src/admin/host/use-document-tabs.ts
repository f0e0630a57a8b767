import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { adminPaths } from '../../shared/routes'
import { versionsCountQuery } from '../data/versions'
import { shownDocumentViews, type DocumentViewTarget } from './document-views'
import { usePluginStrings } from './strings'
import { useT } from '../i18n/I18nProvider'
import type { DocumentTab } from '../ui/DocumentTabs'
import { useScreenCommands } from './screen-commands'

/**
 * The tabs of a saved document or a global: edit, live preview where configured, API, versions
 * (with its count) when versioned, then the plugins' views. A plugin view with the path of one of
 * these takes its place; a plugin's tabs show once its strings are there.
 */
export function useDocumentTabs(context: DocumentViewTarget | undefined): DocumentTab[] {
  const tabs = useOwnAndPluginTabs(context)
  // The command palette goes to each of them too ('This document: Versions').
  const t = useT()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const locale = search.get('locale')
  useScreenCommands(
    tabs.map((tab) => ({
      id: `document-view:${tab.key}`,
      group: 'goto',
      label: t('folio:documentViewCommand', { view: tab.label }),
      keywords: [tab.key],
      run: () => void navigate(tab.to + (locale ? `?locale=${encodeURIComponent(locale)}` : '')),
    })),
  )
  return tabs
}

function useOwnAndPluginTabs(context: DocumentViewTarget | undefined): DocumentTab[] {
  const t = useT()
  const entity = context?.entity
  const target = context?.target
  const count = useQuery({
    ...versionsCountQuery(target ?? { kind: 'global', slug: '' }),
    enabled: Boolean(entity?.hasVersions),
  })
  const views = shownDocumentViews(context)
  // Only a label in the plugin's own strings waits for them (a Payload key is there already).
  const hasStrings = usePluginStrings([
    ...new Set(views.filter((v) => v.labelKey.startsWith(`${v.plugin}:`)).map((v) => v.plugin)),
  ])
  if (!target || !entity) return []
  const base =
    target.kind === 'global'
      ? adminPaths.global(target.slug)
      : adminPaths.document(target.slug, target.id)
  const own: (DocumentTab | false)[] = [
    { key: 'edit', label: t('folio:edit'), to: base, isExact: true, keepsForm: true },
    entity.hasLivePreview && {
      key: 'preview',
      label: t('general:livePreview'),
      to: '',
      keepsForm: true,
    },
    { key: 'api', label: t('folio:apiView'), to: '' },
    entity.hasVersions && {
      key: 'versions',
      label: t('version:versions'),
      to: '',
      count: count.data,
    },
  ]
  const tabs = own.filter((tab): tab is DocumentTab => tab !== false)
  for (const view of hasStrings ? views : []) {
    const label = t(view.labelKey)
    const existing = tabs.find((tab) => tab.key === view.path)
    if (existing) existing.label = label
    else tabs.push({ key: view.path, label, to: '' })
  }
  return tabs.map((tab) => (tab.key === 'edit' ? tab : { ...tab, to: `${base}/${tab.key}` }))
}
