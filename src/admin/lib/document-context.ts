import { createContext, use } from 'react'

/** The document or global an edit form shows; a collection document without `id` is not saved yet. */
export type DocumentTarget =
  { kind: 'collection'; slug: string; id?: string } | { kind: 'global'; slug: string }

export interface DocumentContextValue {
  target: DocumentTarget
  /** The content locale being edited, when localization is on. */
  locale?: string
}

export const DocumentContext = createContext<DocumentContextValue | null>(null)

/** The document around a field (joins list what points at it); undefined outside an edit view. */
export function useDocumentContext(): DocumentContextValue | undefined {
  return use(DocumentContext) ?? undefined
}
