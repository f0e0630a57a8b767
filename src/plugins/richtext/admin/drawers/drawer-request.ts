import { createContext, use } from 'react'
import type { BaseSelection, Path } from 'slate'
import type { RichTextField } from '../../../../shared/client-config'
import type { RelatedElement } from '../related'

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
  isReadOnly: boolean
  /**
   * True while the text is drawn before the editor's code has arrived (RichTextPreview): the
   * buttons are shown, and wait for the editor.
   */
  isPending: boolean
  openDrawer: (request: DrawerRequest) => void
  /** Where a related document or upload is in the text. */
  pathOf: (element: RelatedElement) => Path
  removeRelated: (element: RelatedElement) => void
}

export const RichTextEditorContext = createContext<RichTextEditorContextValue | null>(null)

/** The field being edited and its drawers, for the toolbar's and the elements' buttons. */
export function useRichTextEditor(): RichTextEditorContextValue {
  const value = use(RichTextEditorContext)
  if (!value) throw new Error('useRichTextEditor outside a rich-text editor')
  return value
}
