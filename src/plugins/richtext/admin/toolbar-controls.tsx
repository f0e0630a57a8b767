import type { ReactNode } from 'react'
import type { Editor } from 'slate'
import type { TranslationKey } from '../../../admin/extend'
import { LIST_TYPES, MARKS, type TextAlign } from '../../../shared/rich-text'
import {
  BOLD_ICON,
  BULLETED_LIST_ICON,
  CODE_ICON,
  INDENT_ICON,
  ITALIC_ICON,
  NUMBERED_LIST_ICON,
  OUTDENT_ICON,
  STRIKETHROUGH_ICON,
  UNDERLINE_ICON,
} from './toolbar-icons'
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

/** One toolbar button: its accessible name, what it shows, and what it does. */
export interface ToolbarControl {
  name: TranslationKey
  glyph: ReactNode
  /** Absent for actions without a state (indent, outdent): they are not toggle buttons. */
  isActive?: (editor: Editor) => boolean
  run: (editor: Editor) => void
  /** Starts a new group (a space before it; a group wraps to the next row whole). */
  startsGroup?: boolean
}

/** The controls in their groups (one starts at a control with startsGroup), each with its place. */
export function groupsOf(controls: readonly ToolbarControl[]) {
  const groups: { control: ToolbarControl; index: number }[][] = []
  controls.forEach((control, index) => {
    const last = groups.at(-1)
    if (last && !control.startsGroup) last.push({ control, index })
    else groups.push([{ control, index }])
  })
  return groups
}

/** Three lines of text, aligned: the alignment buttons' picture. */
function AlignGlyph(props: { align: TextAlign }) {
  const x = (width: number) =>
    props.align === 'left' ? 2 : props.align === 'right' ? 14 - width : (16 - width) / 2
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      {[12, 8, 12, 6].map((width, row) => (
        <rect key={row} x={x(width)} y={2 + row * 3.5} width={width} height="1.75" rx="0.5" />
      ))}
    </svg>
  )
}

const MARK_GLYPHS = {
  bold: BOLD_ICON,
  italic: ITALIC_ICON,
  underline: UNDERLINE_ICON,
  strikethrough: STRIKETHROUGH_ICON,
  code: CODE_ICON,
}
const LIST_GLYPHS = { ol: NUMBERED_LIST_ICON, ul: BULLETED_LIST_ICON }

/** The buttons after the block-format menu (BlockFormatMenu), each group after a separator. */
export const TOOLBAR_CONTROLS: readonly ToolbarControl[] = [
  ...MARKS.map((mark, index) => ({
    name: `richtext:${mark}` as const,
    glyph: MARK_GLYPHS[mark],
    isActive: (editor: Editor) => isMarkActive(editor, mark),
    run: (editor: Editor) => toggleMark(editor, mark),
    startsGroup: index === 0,
  })),
  ...LIST_TYPES.map((type, index) => ({
    name: `richtext:${type}` as const,
    glyph: LIST_GLYPHS[type],
    isActive: (editor: Editor) => isListActive(editor, type),
    run: (editor: Editor) => toggleList(editor, type),
    startsGroup: index === 0,
  })),
  { name: 'richtext:outdent', glyph: OUTDENT_ICON, run: outdent, startsGroup: true },
  { name: 'richtext:indent', glyph: INDENT_ICON, run: indent },
  {
    name: 'richtext:alignLeft',
    glyph: <AlignGlyph align="left" />,
    isActive: (editor) => activeAlignment(editor) === 'left',
    run: (editor) => toggleAlignment(editor, 'left'),
    startsGroup: true,
  },
  {
    name: 'richtext:alignCenter',
    glyph: <AlignGlyph align="center" />,
    isActive: (editor) => activeAlignment(editor) === 'center',
    run: (editor) => toggleAlignment(editor, 'center'),
  },
  {
    name: 'richtext:alignRight',
    glyph: <AlignGlyph align="right" />,
    isActive: (editor) => activeAlignment(editor) === 'right',
    run: (editor) => toggleAlignment(editor, 'right'),
  },
]
