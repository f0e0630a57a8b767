import { useFormatDate } from '../../../admin/extend/i18n'
import { useClientConfig } from '../../../admin/extend/data'

/** The date-fns pattern with seconds: after its minutes, or a time added to a date-only pattern. */
export function withSeconds(pattern: string): string {
  if (/s/.test(pattern.replace(/'[^']*'/g, ''))) return pattern
  const minutes = /mm(?![^']*'(?:[^']*'[^']*')*[^']*$)/
  return minutes.test(pattern) ? pattern.replace(minutes, 'mm:ss') : `${pattern} HH:mm:ss`
}

/**
 * Timestamps as the admin writes them: the config's date format, in the user's time zone; with
 * `seconds`, to the second (two versions saved in the same minute stay apart).
 */
export function useDateText() {
  const { dateFormat } = useClientConfig()
  const formatDate = useFormatDate()
  return (value: string | undefined, options?: { seconds?: boolean }) =>
    formatDate(value, options?.seconds ? withSeconds(dateFormat) : dateFormat)
}
