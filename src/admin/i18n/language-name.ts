import { intlLocale } from '../../shared/catalog'

/** A language's own name for itself ('Deutsch', 'srpski (latinica)'), or its code. */
export function languageName(code: string): string {
  const tag = intlLocale(code)
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code
  } catch {
    return code
  }
}
