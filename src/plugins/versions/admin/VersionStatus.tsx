import { useT } from '../../../admin/extend/i18n'
import type { VersionDoc } from './data'

export interface CurrentVersions {
  currentDraftId?: string
  currentPublishedId?: string
}

interface StatusLabel {
  text: string
  className: string
}

/**
 * What a version is (SPEC 'Version status'): current draft, draft, current published version,
 * previously published; without drafts, the current one; autosave; its locale.
 */
export function useVersionStatus() {
  const t = useT()
  return (version: VersionDoc, hasDrafts: boolean, current: CurrentVersions): StatusLabel[] => {
    const id = String(version.id)
    const status = version.version._status
    const locale = Array.isArray(version.publishedLocale)
      ? version.publishedLocale[0]
      : version.publishedLocale
    const labels: StatusLabel[] = []
    if (hasDrafts && status === 'published')
      labels.push(
        id === current.currentPublishedId
          ? {
              text: t('version:currentPublishedVersion'),
              className: 'status-pill status-pill--published',
            }
          : { text: t('version:previouslyPublished'), className: 'status-pill' },
      )
    if (hasDrafts && status === 'draft')
      labels.push(
        id === current.currentDraftId
          ? { text: t('version:currentDraft'), className: 'status-pill status-pill--changed' }
          : { text: t('version:draft'), className: 'status-pill' },
      )
    if (!hasDrafts && version.latest)
      labels.push({ text: t('versions:current'), className: 'status-pill status-pill--published' })
    if (version.autosave) labels.push({ text: t('version:autosave'), className: 'pill' })
    if (locale) labels.push({ text: locale, className: 'pill' })
    return labels
  }
}

/** A version's status as pills. */
export function VersionStatus(
  props: { version: VersionDoc; hasDrafts: boolean } & CurrentVersions,
) {
  const statusOf = useVersionStatus()
  return (
    <span className="pills">
      {statusOf(props.version, props.hasDrafts, props).map((label) => (
        <span key={label.text} className={label.className}>
          {label.text}
        </span>
      ))}
    </span>
  )
}
