import { intlLocale } from './catalog'

const UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const
/** The units `Intl` writes in each language (`Mo` in French); beyond them the English symbol. */
const INTL_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const

/**
 * A size for people, in powers of 1024: `512 bytes`, `1.5 KB`, `20 MB`, up to YB; one decimal,
 * dropped when it is zero. In another language, as it writes sizes (`1,5 ko`, `20 Mo`).
 */
export function formatBytes(bytes: number, language = 'en'): string {
  const format = (value: number, unit: string, display: 'long' | 'short') =>
    new Intl.NumberFormat(intlLocale(language), {
      style: 'unit',
      unit,
      unitDisplay: display,
      maximumFractionDigits: 1,
    }).format(value)
  if (!Number.isFinite(bytes) || bytes < 1024) {
    const whole = Math.max(0, Math.round(bytes || 0))
    if (language !== 'en') return format(whole, 'byte', 'long')
    return whole === 1 ? '1 byte' : `${whole} bytes`
  }
  let value = bytes
  let unit = 0
  do {
    value /= 1024
    unit++
  } while (value >= 1024 && unit < UNITS.length)
  const rounded = Number(value.toFixed(1))
  const intlUnit = INTL_UNITS[unit - 1]
  if (language !== 'en' && intlUnit) return format(rounded, intlUnit, 'short')
  return `${language === 'en' ? rounded : new Intl.NumberFormat(intlLocale(language)).format(rounded)} ${UNITS[unit - 1]}`
}
