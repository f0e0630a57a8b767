import { useI18n } from '../../i18n/I18nProvider'
import { useClientConfig } from '../../lib/client-config-context'
import { useDisplayTimeZone } from '../../lib/time-zone'
import type { CellProps } from '../types'
import { displayPattern, formatDate } from './date-value'

export function DateCell(props: CellProps) {
  const { dateFormat } = useClientConfig()
  const { language } = useI18n()
  const isTimestamp = props.field.name === 'updatedAt' || props.field.name === 'createdAt'
  const zone = useDisplayTimeZone()
  const text = formatDate(
    props.value,
    displayPattern(props.field, dateFormat, isTimestamp),
    zone,
    language,
  )
  if (!text) return <span className="cell-empty">—</span>
  return <time dateTime={String(props.value)}>{text}</time>
}
