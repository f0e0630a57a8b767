import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'

/**
 * Live preview: the preview tab draws the document's front end beside its edit form (an iframe,
 * or a window of its own) and keeps it up to date as the editor types, in the postMessage
 * protocol of Payload's live preview (`@payloadcms/live-preview` clients work unchanged).
 */
export const livePreviewAdmin: AdminPlugin = {
  slug: 'live-preview',
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  documentViews: [
    {
      path: 'preview',
      labelKey: 'general:livePreview',
      when: ({ entity }) => entity.hasLivePreview,
      besideEditor: true,
      load: () => import('./LivePreviewPane'),
    },
  ],
}
