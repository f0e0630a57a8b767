import { preloadable } from '../../lib/preloadable'

/**
 * The rows of arrays and blocks (with the row operations and the block picker): their own chunk,
 * which a form without such a field never loads. A form that has one preloads it
 * (`preloadFormParts`) and renders once it is there.
 */
export const LazyRowsField = preloadable(
  () => import('./RowsField'),
  (m) => m.RowsField,
)
