/**
 * The browser's time zone, which dates are shown in, named to the server in a cookie
 * (`<prefix>-tz`, written at every start of the admin), so that a screen it draws shows them so.
 */
export const timeZoneCookieName = (cookiePrefix: string) => `${cookiePrefix}-tz`

const MAX_ZONE_LENGTH = 64

/** A zone name the runtime knows (a cookie is anyone's text), or undefined. */
export function parseTimeZone(value: string | undefined): string | undefined {
  if (!value || value.length > MAX_ZONE_LENGTH) return undefined
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

const clocks = new Map<string, Intl.DateTimeFormat>()

/**
 * A date whose local fields (`getHours()`…, what date-fns formats) are the wall clock of `zone`
 * at `date`; `date` itself when no zone is named.
 */
export function wallClock(date: Date, zone: string | undefined): Date {
  if (!zone || Number.isNaN(date.getTime())) return date
  let clock = clocks.get(zone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    clocks.set(zone, clock)
  }
  const part = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, Number(p.value)]))
  const local = new Date(date.getTime())
  local.setFullYear(part.year!, part.month! - 1, part.day!)
  local.setHours(part.hour!, part.minute!, part.second!, date.getMilliseconds())
  return local
}
