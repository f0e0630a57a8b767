import path from 'node:path'
import type { Plugin } from 'vite'

const SHIM = path.resolve('src/admin/lib/shims/react-aria-default-locale.ts')
/** react-aria's i18n modules, which import the default locale's module by a relative path. */
const REACT_ARIA_I18N = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]/

/**
 * react-aria's `useDefaultLocale` module resolves to the admin's (the shim says why): the one
 * import of it is relative, inside react-aria's i18n folder, so an alias of a package name cannot
 * reach it.
 */
export function reactAriaDefaultLocale(): Plugin {
  return {
    name: 'folio-react-aria-default-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './useDefaultLocale.mjs' && importer && REACT_ARIA_I18N.test(importer))
        return SHIM
      return undefined
    },
  }
}
