import { useLocale } from 'react-aria/I18nProvider'

/**
 * react-aria's `useCollator` resolves here in the admin's build. react-aria's own makes an
 * `Intl.Collator` as a list, a select or a table renders, for type-to-select and filtering; the
 * first one in a page loads the browser's collation data (15 to 25 ms on a slow machine), in the
 * render of the first screen. This one makes it when a comparison is first asked for: a key typed
 * in the list, a filter. react-aria uses nothing of a collator but `compare`.
 */
const collators = new Map<string, Intl.Collator>()

function optionsKey(options: Intl.CollatorOptions | undefined): string {
  if (!options) return ''
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** A collator whose locale data is loaded at its first comparison. */
export function lazyCollator(locale: string, options?: Intl.CollatorOptions): Intl.Collator {
  let collator: Intl.Collator | undefined
  const made = () => (collator ??= new Intl.Collator(locale, options))
  return {
    compare: (a: string, b: string) => made().compare(a, b),
    resolvedOptions: () => made().resolvedOptions(),
  }
}

export function useCollator(options?: Intl.CollatorOptions): Intl.Collator {
  const { locale } = useLocale()
  const key = `${locale}|${optionsKey(options)}`
  let collator = collators.get(key)
  if (!collator) {
    collator = lazyCollator(locale, options)
    collators.set(key, collator)
  }
  return collator
}
