const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * How long ago `iso` was, in the language's words ('3 minutes ago', 'vor 2 Stunden', 'yesterday'),
 * in the largest whole unit; under a minute is 'now'. A future time (a clock ahead) reads as now.
 */
export function formatRelativeTime(iso: string, language: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000))
  for (const [unit, size] of UNITS)
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit)
  return format.format(0, 'second')
}
