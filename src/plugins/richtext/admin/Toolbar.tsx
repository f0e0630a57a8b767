import { useRef, useState, type KeyboardEvent } from 'react'
import { Editor, Transforms } from 'slate'
import { useSlate } from 'slate-react'
import { useT } from '../../../admin/extend/i18n'
import { BlockFormatMenu } from './BlockFormatMenu'
import { useRichTextEditor } from './drawers/drawer-request'
import { activeLink } from './links'
import { useRichTextTargets } from './rich-text-targets'
import { syncSelection } from './sync-selection'
import { groupsOf, TOOLBAR_CONTROLS, type ToolbarControl } from './toolbar-controls'
import { LINK_ICON, RELATIONSHIP_ICON, UPLOAD_ICON } from './toolbar-icons'

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The formatting toolbar (WAI-ARIA toolbar: one tab stop, arrow keys move between the items): the
 * block-format menu, then the buttons. The buttons keep the editor's selection: a mouse press does
 * not take the focus.
 */
export function Toolbar(props: { label: string; isReadOnly: boolean }) {
  const t = useT()
  const editor = useSlate()
  const [current, setCurrent] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const { openDrawer } = useRichTextEditor()
  const targets = useRichTextTargets()
  const insertControls: ToolbarControl[] = [
    {
      name: 'richtext:link',
      glyph: LINK_ICON,
      isActive: (editor) => activeLink(editor) !== undefined,
      run: () => openDrawer({ kind: 'link' }),
      startsGroup: true,
    },
  ]
  // Only what this user may point to is offered (the server refuses the rest).
  if (targets.relationship.length > 0)
    insertControls.push({
      name: 'richtext:relationship',
      glyph: RELATIONSHIP_ICON,
      run: () => openDrawer({ kind: 'relationship' }),
    })
  if (targets.upload.length > 0)
    insertControls.push({
      name: 'richtext:upload',
      glyph: UPLOAD_ICON,
      run: () => openDrawer({ kind: 'upload' }),
    })
  const controls = [...TOOLBAR_CONTROLS, ...insertControls]

  const onKeyDown = (event: KeyboardEvent) => {
    const next = NEXT_KEYS[event.key]
    // Keys from the open block-format menu come through its portal; they are the menu's.
    if (!next || !buttons.current.includes(event.target as HTMLButtonElement)) return
    event.preventDefault()
    // Item 0 is the block-format menu's button.
    const index = next(current, controls.length + 1)
    setCurrent(index)
    buttons.current[index]?.focus()
  }

  const run = (control: ToolbarControl) => {
    // A toolbar used before the text was ever focused works on the end of the text.
    if (!editor.selection) Transforms.select(editor, Editor.end(editor, []))
    control.run(editor)
  }

  return (
    <div
      role="toolbar"
      aria-label={t('richtext:toolbar', { label: props.label })}
      className="rich-text__toolbar"
      onKeyDown={onKeyDown}
    >
      <BlockFormatMenu
        isReadOnly={props.isReadOnly}
        isTabStop={current === 0}
        buttonRef={(button) => {
          buttons.current[0] = button
        }}
        onFocus={() => setCurrent(0)}
      />
      {groupsOf(controls).map((group) => (
        // A group wraps to the next row whole.
        <div key={group[0]?.control.name} className="rich-text__group">
          {group.map(({ control, index }) => (
            <button
              key={control.name}
              ref={(button) => {
                buttons.current[index + 1] = button
              }}
              type="button"
              className="rich-text__button"
              aria-label={t(control.name)}
              title={t(control.name)}
              aria-pressed={control.isActive ? control.isActive(editor) : undefined}
              tabIndex={index + 1 === current ? 0 : -1}
              disabled={props.isReadOnly}
              onMouseDown={(event) => {
                event.preventDefault()
                syncSelection(editor)
              }}
              onFocus={() => setCurrent(index + 1)}
              onClick={() => run(control)}
            >
              <span aria-hidden="true">{control.glyph}</span>
            </button>
          ))}
        </div>
      ))}
    </div>
  )
}
