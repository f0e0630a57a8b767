import { packLoaders } from '../../../i18n/pack-loaders'
import type { StringPack } from '../../../i18n/load'

/**
 * The new-password field's strings: a page from the server carries them (app/page-packs.ts); the
 * dev server's pages download them with the field.
 */
export const passwordStringPack: StringPack = {
  name: 'password',
  loaders: packLoaders(
    () => import('./en').then((m) => m.passwordStringsEn),
    import.meta.glob('./*.json', { import: 'default' }),
  ),
}
