import { useT } from '../../../admin/extend/i18n'
import type { VersionDoc } from './data'

/** The status pills of SPEC 'Version status': current draft, draft, current published version, previously published; autosave; locale. */
export function VersionStatus(props: {
  version: VersionDoc
  hasDrafts: boolean
  currentDraftId?: string
  currentPublishedId?: string
}) {
  const t = useT()
  const { version } = props
  const id = String(version.id)
  const status = version.version._status
  const locale = Array.isArray(version.publishedLocale)
    ? version.publishedLocale[0]
    : version.publishedLocale
  return (
    <span className="pills">
      {props.hasDrafts && status === 'published' && (
        <span
          className={
            id === props.currentPublishedId ? 'status-pill status-pill--published' : 'status-pill'
          }
        >
          {id === props.currentPublishedId
            ? t('version:currentPublishedVersion')
            : t('version:previouslyPublished')}
        </span>
      )}
      {props.hasDrafts && status === 'draft' && (
        <span
          className={
            id === props.currentDraftId ? 'status-pill status-pill--changed' : 'status-pill'
          }
        >
          {id === props.currentDraftId ? t('version:currentDraft') : t('version:draft')}
        </span>
      )}
      {version.autosave && <span className="pill">{t('version:autosave')}</span>}
      {locale && <span className="pill">{locale}</span>}
    </span>
  )
}
