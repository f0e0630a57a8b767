import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { beingEditedWidget } from '../shared'

/**
 * Document locking (docs/behaviour.md §4): one editor extension, whose strings are Payload's own,
 * and the dashboard's 'Being edited now' (§21).
 */
export const lockingAdmin: AdminPlugin = {
  slug: 'locking',
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  editorExtensions: [() => import('./editor-extension')],
  dashboardWidgets: [
    {
      ...beingEditedWidget,
      titleKey: 'locking:beingEdited',
      size: 'medium',
      load: () => import('./BeingEditedWidget'),
    },
  ],
}
