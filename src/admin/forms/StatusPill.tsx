import type { PublishStatus } from '../data/documents'
import { useT } from '../i18n/I18nProvider'

/** Draft, published, or changed (a newer draft over the published version). */
export function StatusPill(props: { status: PublishStatus }) {
  const t = useT()
  const text = {
    draft: t('version:draft'),
    published: t('version:published'),
    changed: t('version:changed'),
  }[props.status]
  return (
    <span className={`status-pill status-pill--${props.status}`} role="status">
      <span className="visually-hidden">{t('version:status')}: </span>
      {text}
    </span>
  )
}
