const UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/**
 * A size for people, in powers of 1024: `512 bytes`, `1.5 KB`, `20 MB`, up to YB; one decimal,
 * dropped when it is zero.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) {
    const whole = Math.max(0, Math.round(bytes || 0))
    return whole === 1 ? '1 byte' : `${whole} bytes`
  }
  let value = bytes
  let unit = 0
  do {
    value /= 1024
    unit++
  } while (value >= 1024 && unit < UNITS.length)
  return `${Number(value.toFixed(1))} ${UNITS[unit - 1]}`
}
