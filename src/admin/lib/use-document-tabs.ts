import { useQuery } from '@tanstack/react-query'
import { adminPaths } from '../../shared/routes'
import { versionsCountQuery } from '../data/versions'
import { useT } from '../i18n/I18nProvider'
import type { DocumentTab } from '../ui/DocumentTabs'

type Target = (
  { kind: 'collection'; slug: string; id: string } | { kind: 'global'; slug: string }
) & { hasVersions: boolean; hasLivePreview?: boolean }

/** The tabs of an existing document or a global: edit, live preview where configured, API, and versions (with its count) when versioned. */
export function useDocumentTabs(target: Target | undefined): DocumentTab[] {
  const t = useT()
  const count = useQuery({
    ...versionsCountQuery(target ?? { kind: 'global', slug: '' }),
    enabled: Boolean(target?.hasVersions),
  })
  if (!target) return []
  const base =
    target.kind === 'global'
      ? adminPaths.global(target.slug)
      : adminPaths.document(target.slug, target.id)
  return [
    {
      key: 'edit',
      label: t('folio:edit'),
      to: adminPaths.documentView(base, 'edit'),
      isExact: true,
    },
    ...(target.hasLivePreview
      ? [
          {
            key: 'preview',
            label: t('general:livePreview'),
            to: adminPaths.documentView(base, 'preview'),
          },
        ]
      : []),
    { key: 'api', label: 'API', to: adminPaths.documentView(base, 'api') },
    ...(target.hasVersions
      ? [
          {
            key: 'versions',
            label: t('version:versions'),
            to: adminPaths.documentView(base, 'versions'),
            count: count.data,
          },
        ]
      : []),
  ]
}
