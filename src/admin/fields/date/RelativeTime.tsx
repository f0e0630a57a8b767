import { formatDate } from './date-value'
import { useI18n } from '../../i18n/I18nProvider'
import { formatRelativeTime } from '../../i18n/relative-time'
import { useClientConfig } from '../../lib/client-config-context'
import { useDisplayTimeZone } from '../../lib/time-zone'

/**
 * How long ago `iso` was ('3 minutes ago'), with the date and time in full on hover. The server's
 * drawing may be a minute behind the browser's: the text is the browser's once the page runs.
 */
export function RelativeTime(props: { iso: string }) {
  const { language } = useI18n()
  const { dateFormat } = useClientConfig()
  const zone = useDisplayTimeZone()
  return (
    <time
      dateTime={props.iso}
      title={formatDate(props.iso, dateFormat, zone, language)}
      suppressHydrationWarning
    >
      {formatRelativeTime(props.iso, language)}
    </time>
  )
}
