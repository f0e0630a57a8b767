import { useField } from '../../forms/use-field'
import { useT } from '../../i18n/I18nProvider'
import type { UiComponentProps } from './components'

/** The demo UI component: how long the showcase summary is, live, as a hint next to the form. */
export default function SummaryLength(props: UiComponentProps) {
  const t = useT()
  const summary = useField(props.store, 'summary').value
  const text = typeof summary === 'string' ? summary : ''
  const words = text.trim() ? text.trim().split(/\s+/).length : 0
  return (
    <p className="ui-hint" role="note">
      {t('folio:summaryLength', { characters: text.length, words })}
    </p>
  )
}
