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

/** One toggle button per value: pressed while the value is active, and pressing toggles it. */
function toggles<V extends string>(
  values: readonly V[],
  nameOf: (value: V) => TranslationKey,
  isActive: (editor: Editor, value: V) => boolean,
  toggle: (editor: Editor, value: V) => void,
): [TranslationKey, ControlBehaviour][] {
  return values.map((value) => [
    nameOf(value),
    {
      isActive: (editor: Editor) => isActive(editor, value),
      run: (editor: Editor) => toggle(editor, value),
    },
  ])
}

/** The formatting buttons' behaviour (toolbar-layout.tsx draws them), by name. */
export const FORMAT_BEHAVIOUR = new Map<TranslationKey, ControlBehaviour>([
  ...toggles(MARKS, (mark) => `richtext:${mark}`, isMarkActive, toggleMark),
  ...toggles(LIST_TYPES, (type) => `richtext:${type}`, isListActive, toggleList),
  ['richtext:outdent', { run: outdent }],
  ['richtext:indent', { run: indent }],
  ...toggles(
    TEXT_ALIGNMENTS,
    (align) => ALIGN_NAMES[align],
    (editor, align) => activeAlignment(editor) === align,
    toggleAlignment,
  ),
])
