import type { Editor } from 'slate'
import type { TranslationKey } from '../../../admin/extend'
import { LIST_TYPES, MARKS, TEXT_ALIGNMENTS } from '../../../shared/rich-text'
import { ALIGN_NAMES, type ToolbarButton } from './toolbar-layout'
import {
  activeAlignment,
  indent,
  isListActive,
  isMarkActive,
  outdent,
  toggleAlignment,
  toggleList,
  toggleMark,
} from './transforms'

/** What a toolbar button does in the editor, and whether it is pressed. */
export interface ControlBehaviour {
  /** Absent for actions without a state (indent, outdent). */
  isActive?: (editor: Editor) => boolean
  run: (editor: Editor) => void
}

/** One toolbar button with what it does. */
export type ToolbarControl = ToolbarButton & ControlBehaviour

/** The formatting buttons' behaviour (toolbar-layout.tsx draws them), by name. */
export const FORMAT_BEHAVIOUR = new Map<TranslationKey, ControlBehaviour>([
  ...MARKS.map(
    (mark) =>
      [
        `richtext:${mark}` as const,
        {
          isActive: (editor: Editor) => isMarkActive(editor, mark),
          run: (editor: Editor) => toggleMark(editor, mark),
        },
      ] as const,
  ),
  ...LIST_TYPES.map(
    (type) =>
      [
        `richtext:${type}` as const,
        {
          isActive: (editor: Editor) => isListActive(editor, type),
          run: (editor: Editor) => toggleList(editor, type),
        },
      ] as const,
  ),
  ['richtext:outdent', { run: outdent }],
  ['richtext:indent', { run: indent }],
  ...TEXT_ALIGNMENTS.map(
    (align) =>
      [
        ALIGN_NAMES[align],
        {
          isActive: (editor: Editor) => activeAlignment(editor) === align,
          run: (editor: Editor) => toggleAlignment(editor, align),
        },
      ] as const,
  ),
])
