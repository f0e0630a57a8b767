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

/** An ISO timestamp as the local value a native date input shows. */
export function toDateInputValue(value: unknown, kind: DateInputKind): string {
  if (typeof value !== 'string' || !value) return ''
  const d = new Date(value)
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

/** Dates in lists and read-only views use the en-US date locale (SPEC §1) unless the config says otherwise. */
export function formatDate(value: unknown, withTime = true): string {
  if (typeof value !== 'string' || !value) return ''
  const d = new Date(value)
  if (Number.isNaN(d.getTime())) return value
  return new Intl.DateTimeFormat('en-US', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d)
}
