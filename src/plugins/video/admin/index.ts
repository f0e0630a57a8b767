import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { encodingWidget, VIDEO_SELECT_KIT, VIDEO_SLUG } from '../shared'

/**
 * The video-select field (the server half puts it in a group with the fields it copies into): a
 * list of the plugin's videos, their player (hls.js, loaded by the player only) and an upload
 * modal. Everything here loads with an editor that shows the field.
 */
export const videoAdmin: AdminPlugin = {
  slug: VIDEO_SLUG,
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  dashboardWidgets: [
    {
      ...encodingWidget,
      titleKey: 'video:encoding',
      size: 'medium',
      load: () => import('./EncodingWidget'),
    },
  ],
  fieldKits: {
    [VIDEO_SELECT_KIT]: { input: () => import('./VideoSelectInput') },
  },
}
