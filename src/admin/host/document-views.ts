import { contributed, type Contributed } from './registry'
import type { DocumentViewContext, DocumentViewContribution } from './types'

export type DocumentViewTarget = Omit<DocumentViewContext, 'locale'>

/** The plugins' views of this document or global (those whose `when` holds), in plugin order. */
export function shownDocumentViews(
  context: DocumentViewTarget | undefined,
): Contributed<DocumentViewContribution>[] {
  if (!context) return []
  return contributed('documentViews').filter((view) => view.when(context))
}
