import { formatDate, useDisplayTimeZone } from '../../../admin/extend/i18n'
import { useClientConfig } from '../../../admin/extend/data'

/** Timestamps as the admin writes them: the config's date format, in the user's time zone. */
export function useDateText() {
  const { dateFormat } = useClientConfig()
  const zone = useDisplayTimeZone()
  return (value: string | undefined) => formatDate(value, dateFormat, zone)
}
