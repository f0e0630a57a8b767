import type { ReactNode } from 'react'
import type { Editor } from 'slate'
import type { TranslationKey } from '../../../admin/extend'
import { BLOCK_FORMATS, LIST_TYPES, MARKS, type TextAlign } from '../../../shared/rich-text'
import {
  activeAlignment,
  indent,
  isBlockFormatActive,
  isListActive,
  isMarkActive,
  outdent,
  toggleAlignment,
  toggleBlockFormat,
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
  /** Starts a new group (a separator before it). */
  startsGroup?: boolean
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

/** Two chain links: the link button's picture. */
export const LINK_GLYPH = (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  >
    <path d="M7 9.5a3 3 0 0 0 4.2 0l2-2a3 3 0 0 0-4.2-4.2l-.7.7" />
    <path d="M9 6.5a3 3 0 0 0-4.2 0l-2 2a3 3 0 0 0 4.2 4.2l.7-.7" />
  </svg>
)

const BLOCK_GLYPHS = { paragraph: '¶', blockquote: '❝' } as const
const MARK_GLYPHS = { bold: 'B', italic: 'I', underline: 'U', strikethrough: 'S', code: '</>' }
const LIST_GLYPHS = { ol: '1.', ul: '•' }

export const TOOLBAR_CONTROLS: readonly ToolbarControl[] = [
  ...BLOCK_FORMATS.map((format, index) => ({
    name: `richtext:${format}` as const,
    glyph:
      format === 'paragraph' || format === 'blockquote'
        ? BLOCK_GLYPHS[format]
        : format.toUpperCase(),
    isActive: (editor: Editor) => isBlockFormatActive(editor, format),
    run: (editor: Editor) => toggleBlockFormat(editor, format),
    startsGroup: index === 0,
  })),
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
  { name: 'richtext:outdent', glyph: '⇤', run: outdent, startsGroup: true },
  { name: 'richtext:indent', glyph: '⇥', run: indent },
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
