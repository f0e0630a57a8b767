/**
 * What a link to a document's edit screen carries in the router's navigation state: the title the
 * linking screen showed (a list row), which the edit screen shows while the document is on its way.
 */
export interface DocumentLinkState {
  title: string
}

/** The title a link to this screen carried, if any. */
export function linkedTitle(state: unknown): string | undefined {
  const title = (state as Partial<DocumentLinkState> | null)?.title
  return typeof title === 'string' && title ? title : undefined
}
