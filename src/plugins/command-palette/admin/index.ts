import { mergedLoaders, packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { PALETTE_SLUG } from '../shared'

/**
 * The command palette (docs/behaviour.md §22): a button in the shell's bar and Ctrl+K / Cmd+K open
 * a dialog that finds places, documents (the server half's title search) and commands (the shown
 * screen's, the plugins' `commands`, theme, language, sign out). Only the button and the shortcut
 * are in the shell part; the palette's code downloads when the browser is idle or at first open.
 */
export const commandPaletteAdmin: AdminPlugin = {
  slug: PALETTE_SLUG,
  strings: mergedLoaders(
    packLoaders(
      () => import('./strings/en').then((m) => m.stringsEn),
      import.meta.glob('./strings/*.json', { import: 'default' }),
    ),
    packLoaders(
      () => import('../shared/messages/en').then((m) => m.paletteMessagesEn),
      import.meta.glob('../shared/messages/*.json', { import: 'default' }),
    ),
  ),
  shellParts: [{ key: 'palette', load: () => import('./PaletteTrigger') }],
}
