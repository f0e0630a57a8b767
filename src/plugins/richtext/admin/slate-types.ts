import type { BaseEditor } from 'slate'
import type { HistoryEditor } from 'slate-history'
import type { ReactEditor } from 'slate-react'
import type { RichTextElement, RichTextText } from '../../../shared/rich-text'

// Slate's nodes are the stored rich-text nodes (src/shared/rich-text.ts).
declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor
    Element: RichTextElement
    Text: RichTextText
  }
}
