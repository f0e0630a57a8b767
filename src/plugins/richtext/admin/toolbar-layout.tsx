import type { ReactNode } from 'react'
import type { TranslationKey } from '../../../admin/extend'
import { LIST_TYPES, MARKS, TEXT_ALIGNMENTS, type TextAlign } from '../../../shared/rich-text'
import {
  BOLD_ICON,
  BULLETED_LIST_ICON,
  CODE_ICON,
  INDENT_ICON,
  ITALIC_ICON,
  LINK_ICON,
  NUMBERED_LIST_ICON,
  OUTDENT_ICON,
  RELATIONSHIP_ICON,
  STRIKETHROUGH_ICON,
  UNDERLINE_ICON,
  UPLOAD_ICON,
} from './toolbar-icons'

/**
 * One toolbar button as it is drawn: its accessible name, what it shows, whether it is a toggle.
 * The editor's code adds what each does (toolbar-controls.tsx); the text drawn before that code
 * arrives (RichTextPreview) draws the same buttons.
 */
export interface ToolbarButton {
  name: TranslationKey
  glyph: ReactNode
  /** Actions without a state (indent, outdent, the drawers) are not toggle buttons. */
  isToggle: boolean
  /** Starts a new group (a space before it; a group wraps to the next row whole). */
  startsGroup?: boolean
}

/** The buttons in their groups (one starts at a button with startsGroup), each with its place. */
export function groupsOf<B extends ToolbarButton>(buttons: readonly B[]) {
  const groups: { button: B; index: number }[][] = []
  buttons.forEach((button, index) => {
    const last = groups.at(-1)
    if (last && !button.startsGroup) last.push({ button, index })
    else groups.push([{ button, index }])
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
export const ALIGN_NAMES = {
  left: 'richtext:alignLeft',
  center: 'richtext:alignCenter',
  right: 'richtext:alignRight',
} as const

/** The formatting buttons after the block-format menu (BlockFormatMenu), each group after a space. */
export const FORMAT_BUTTONS: readonly ToolbarButton[] = [
  ...MARKS.map((mark, index) => ({
    name: `richtext:${mark}` as const,
    glyph: MARK_GLYPHS[mark],
    isToggle: true,
    startsGroup: index === 0,
  })),
  ...LIST_TYPES.map((type, index) => ({
    name: `richtext:${type}` as const,
    glyph: LIST_GLYPHS[type],
    isToggle: true,
    startsGroup: index === 0,
  })),
  { name: 'richtext:outdent', glyph: OUTDENT_ICON, isToggle: false, startsGroup: true },
  { name: 'richtext:indent', glyph: INDENT_ICON, isToggle: false },
  ...TEXT_ALIGNMENTS.map((align, index) => ({
    name: ALIGN_NAMES[align],
    glyph: <AlignGlyph align={align} />,
    isToggle: true,
    startsGroup: index === 0,
  })),
]

/** The buttons that insert: a link always; a relationship and an upload where this user may. */
export function insertButtons(targets: { canRelate: boolean; canUpload: boolean }) {
  const buttons: ToolbarButton[] = [
    { name: 'richtext:link', glyph: LINK_ICON, isToggle: true, startsGroup: true },
  ]
  // Only what this user may point to is offered (the server refuses the rest).
  if (targets.canRelate)
    buttons.push({ name: 'richtext:relationship', glyph: RELATIONSHIP_ICON, isToggle: false })
  if (targets.canUpload)
    buttons.push({ name: 'richtext:upload', glyph: UPLOAD_ICON, isToggle: false })
  return buttons
}
