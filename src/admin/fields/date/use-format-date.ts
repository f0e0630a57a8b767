import { useI18n } from '../../i18n/I18nProvider'
import { useClientConfig } from '../../lib/client-config-context'
import { useDisplayTimeZone } from '../../lib/time-zone'
import { formatDate } from './date-value'

/**
 * Writes a timestamp as the admin shows dates: `pattern` (the config's `admin.dateFormat` unless
 * given), in the user's time zone, in the admin's language (`formatDate`).
 */
export function useFormatDate(): (value: unknown, pattern?: string) => string {
  const { language } = useI18n()
  const { dateFormat } = useClientConfig()
  const zone = useDisplayTimeZone()
  return (value, pattern = dateFormat) => formatDate(value, pattern, zone, language)
}
