import type { AdminPlugin } from '../../../admin/extend'

/** Document locking (docs/behaviour.md §4): one editor extension; its strings are Payload's own. */
export const lockingAdmin: AdminPlugin = {
  slug: 'locking',
  editorExtensions: [() => import('./editor-extension')],
}
