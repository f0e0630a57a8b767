import { format } from 'date-fns'
import { intlLocale } from '../../../shared/catalog'
import { wallClock } from '../../../shared/time-zone'

export type DateInputKind = 'date' | 'datetime-local' | 'time' | 'month'

export function dateInputKind(appearance: string | undefined): DateInputKind {
  switch (appearance) {
    case 'dayAndTime':
      return 'datetime-local'
    case 'timeOnly':
      return 'time'
    case 'monthOnly':
      return 'month'
    default:
      return 'date'
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO timestamp as the local value a native date input shows (in `zone`, else the browser's). */
export function toDateInputValue(value: unknown, kind: DateInputKind, zone?: string): string {
  if (typeof value !== 'string' || !value) return ''
  const d = wallClock(new Date(value), zone)
  if (Number.isNaN(d.getTime())) return ''
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`
  if (kind === 'datetime-local') return `${date}T${time}`
  if (kind === 'time') return time
  if (kind === 'month') return date.slice(0, 7)
  return date
}

/** The native input's local value as an ISO timestamp; a date alone means 12:00 local, as Payload does. */
export function fromDateInputValue(text: string, kind: DateInputKind): string | null {
  if (!text) return null
  let local: Date
  if (kind === 'datetime-local') local = new Date(text)
  else if (kind === 'time') local = new Date(`1970-01-01T${text}`)
  else if (kind === 'month') local = new Date(`${text}-01T12:00`)
  else local = new Date(`${text}T12:00`)
  return Number.isNaN(local.getTime()) ? null : local.toISOString()
}

/** The date-fns pattern a date field is shown with: its own, else the config's for timestamps, else by what it picks. */
export function displayPattern(
  field: { admin: { pickerAppearance?: string; displayFormat?: string } },
  configFormat: string,
  isTimestamp = false,
): string {
  if (field.admin.displayFormat) return field.admin.displayFormat
  switch (field.admin.pickerAppearance) {
    case 'timeOnly':
      return 'h:mm a'
    case 'monthOnly':
      return 'MMMM yyyy'
    case 'dayAndTime':
      return configFormat
    default:
      return isTimestamp ? configFormat : 'MMMM do yyyy'
  }
}

/**
 * A stored ISO date shown with a date-fns pattern (en-US, docs/behaviour.md §1), in `zone` (else
 * the browser's); what does not parse is shown as it is.
 */
/**
 * Payload's and Folio's own patterns, which follow the language where it is not English (the
 * config's `admin.dateFormat` left as Payload's default, a date field without `displayFormat`):
 * written as the language writes dates, month names and all (docs/behaviour.md §8).
 */
const LANGUAGE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  'MMMM do yyyy, h:mm a': { dateStyle: 'long', timeStyle: 'short' },
  'MMMM do yyyy, h:mm:ss a': { dateStyle: 'long', timeStyle: 'medium' },
  'MMMM do yyyy': { dateStyle: 'long' },
  'h:mm a': { timeStyle: 'short' },
  'MMMM yyyy': { month: 'long', year: 'numeric' },
}

export function formatDate(
  value: unknown,
  pattern: string,
  zone?: string,
  language = 'en',
): string {
  if (typeof value !== 'string' || !value) return ''
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) return value
  const style = language === 'en' ? undefined : LANGUAGE_STYLES[pattern]
  if (style)
    try {
      return new Intl.DateTimeFormat(intlLocale(language), { ...style, timeZone: zone }).format(
        instant,
      )
    } catch {
      // An unknown zone: as date-fns writes it below.
    }
  const d = wallClock(instant, zone)
  try {
    return format(d, pattern)
  } catch {
    return d.toISOString()
  }
}
