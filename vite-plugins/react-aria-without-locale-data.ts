import path from 'node:path'
import type { Plugin } from 'vite'

const SHIMS = path.resolve('src/admin/lib/shims')
/** react-aria's modules that the admin's build replaces, each with the shim that says why. */
const REPLACED = new Map([
  ['i18n/useDefaultLocale.mjs', path.join(SHIMS, 'react-aria-default-locale.ts')],
  ['i18n/useCollator.mjs', path.join(SHIMS, 'react-aria-collator.ts')],
])
const REACT_ARIA_PRIVATE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]/

/**
 * react-aria's modules that load the browser's locale data (`Intl`) while a page's first screen
 * is drawn resolve to the admin's (src/admin/lib/shims): react-aria imports them by relative
 * paths inside its own folders, so an alias of a package name cannot reach them.
 */
export function reactAriaWithoutLocaleData(): Plugin {
  return {
    name: 'folio-react-aria-without-locale-data',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !REACT_ARIA_PRIVATE.test(importer))
        return undefined
      const target = path.resolve(path.dirname(importer), source)
      const [, inPrivate = ''] = target.split(REACT_ARIA_PRIVATE)
      return REPLACED.get(inPrivate.split(path.sep).join('/'))
    },
  }
}
