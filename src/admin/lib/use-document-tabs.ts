import { useQuery } from '@tanstack/react-query'
import { adminPaths } from '../../shared/routes'
import { versionsCountQuery } from '../data/versions'
import { useT } from '../i18n/I18nProvider'
import type { DocumentTab } from '../ui/DocumentTabs'

type Target = { kind: 'collection'; slug: string; id: string; hasVersions: boolean } | { kind: 'global'; slug: string; hasVersions: boolean }

/** The tabs of an existing document or a global: edit, API, and versions (with its count) when versioned. */
export function useDocumentTabs(target: Target | undefined): DocumentTab[] {
  const t = useT()
  const count = useQuery({ ...versionsCountQuery(target ?? { kind: 'global', slug: '' }), enabled: Boolean(target?.hasVersions) })
  if (!target) return []
  const base = target.kind === 'global' ? adminPaths.global(target.slug) : adminPaths.document(target.slug, target.id)
  return [
    { key: 'edit', label: t('folio:edit'), to: adminPaths.documentView(base, 'edit'), isExact: true },
    { key: 'api', label: 'API', to: adminPaths.documentView(base, 'api') },
    ...(target.hasVersions ? [{ key: 'versions', label: t('version:versions'), to: adminPaths.documentView(base, 'versions'), count: count.data }] : []),
  ]
}
