import { useId } from 'react'
import type { ClientField } from '../../../shared/client-config'
import { useI18n } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { displayValue } from '../display-value'
import type { FormStore } from '../form-store'
import type { RecoveryOffer } from './use-local-recovery'

/**
 * Changes a previous visit left unsaved: each field with its saved value and the one typed, and
 * Restore or Discard. When the server's version changed since, it says so: restoring then
 * replaces what is saved now, which the "Saved" column shows.
 */
export function RecoveryNotice(props: {
  offer: RecoveryOffer
  fieldsByPath: Map<string, ClientField>
  store: FormStore
  onRestore: () => void
  onDiscard: () => void
}) {
  const { t, language } = useI18n()
  const label = useLabel()
  const headingId = useId()
  const { draft, isServerNewer } = props.offer
  const time = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(draft.at)
  const show = (value: unknown, field?: ClientField) =>
    displayValue(value, t('folio:recoveryEmpty'), field)
  const rows = draft.changes.filter(
    (change) =>
      !Array.isArray(change.value) ||
      change.value.every((v) => typeof v !== 'object' || v === null || !('id' in v)),
  )
  return (
    <section className="recovery" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="recovery__title">
        {t('folio:recoveryTitle')}
      </h2>
      <p>{t('folio:recoveryText', { time })}</p>
      {isServerNewer && <p className="recovery__warning">{t('folio:recoveryServerNewer')}</p>}
      <table className="recovery__table">
        <thead>
          <tr>
            <th scope="col">{t('folio:recoveryField')}</th>
            <th scope="col">{t('folio:recoverySaved')}</th>
            <th scope="col">{t('folio:recoveryYours')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((change) => {
            const field = props.fieldsByPath.get(change.path.split('.')[0]!)
            return (
              <tr key={change.path}>
                <th scope="row">{field ? label(field.label, field.name) : change.path}</th>
                <td>{show(props.store.getValue(change.path), field)}</td>
                <td>{show(change.value, field)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <div className="recovery__actions">
        <button type="button" className="button button--primary" onClick={props.onRestore}>
          {t('folio:recoveryRestore')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onDiscard}>
          {t('folio:recoveryDiscard')}
        </button>
      </div>
    </section>
  )
}
