import { createContext, use } from 'react'
import type { BaseSelection, Path } from 'slate'
import type { RichTextField } from '../../../../shared/client-config'

/** A drawer of the rich-text editor: what it is for, and where in the text it acts. */
export type DrawerRequest =
  | { kind: 'link' }
  | { kind: 'relationship'; replacing?: Path }
  | { kind: 'upload'; replacing?: Path }
  | { kind: 'uploadFields'; at: Path }

/** A request with the selection it was made from (a drawer takes the focus, and the selection). */
export type OpenDrawer = DrawerRequest & { selection: BaseSelection }

interface RichTextEditorContextValue {
  field: RichTextField
  openDrawer: (request: DrawerRequest) => void
}

export const RichTextEditorContext = createContext<RichTextEditorContextValue | null>(null)

/** The field being edited and its drawers, for the toolbar's and the elements' buttons. */
export function useRichTextEditor(): RichTextEditorContextValue {
  const value = use(RichTextEditorContext)
  if (!value) throw new Error('useRichTextEditor outside a rich-text editor')
  return value
}
