import { createContext, use } from 'react'

export type DrawerDoc = Record<string, unknown> & { id: string | number }

/**
 * Edit or create a related document in a drawer, on top of whatever is open. Fields use this
 * without importing the forms (which import the fields); the forms layer provides it.
 */
export interface DocumentDrawers {
  /** Opens a document; resolves when the drawer closes, with the last saved version (if any was saved). */
  openDocument: (args: {
    collection: string
    id: string | number
  }) => Promise<DrawerDoc | undefined>
  /** Opens an empty form; resolves with the created document, or undefined when closed without saving. */
  createDocument: (args: { collection: string }) => Promise<DrawerDoc | undefined>
}

export const DocumentDrawerContext = createContext<DocumentDrawers | null>(null)

/** The drawers, or null outside the signed-in shell (then fields offer no open/create buttons). */
export function useDocumentDrawers(): DocumentDrawers | null {
  return use(DocumentDrawerContext)
}
