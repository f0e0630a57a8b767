import { useMemo } from 'react'
import { useI18n } from '../../../../admin/extend/i18n'

/** Formats counts in the admin's language (12,345 / 12.345). */
export function useCountFormat(): (count: number) => string {
  const { language } = useI18n()
  return useMemo(() => {
    const format = new Intl.NumberFormat(language)
    return (count: number) => format.format(count)
  }, [language])
}
