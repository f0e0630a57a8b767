import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Editor, Transforms } from 'slate'
import { useSlateSelector, useSlateStatic } from 'slate-react'
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
  // The toolbar re-renders when a button's state changes, not on every keystroke.
  const editor = useSlateStatic()
  const [current, setCurrent] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const { openDrawer } = useRichTextEditor()
  const targets = useRichTextTargets()
  const canRelate = targets.relationship.length > 0
  const canUpload = targets.upload.length > 0
  const controls = useMemo(() => {
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
    if (canRelate)
      insertControls.push({
        name: 'richtext:relationship',
        glyph: RELATIONSHIP_ICON,
        run: () => openDrawer({ kind: 'relationship' }),
      })
    if (canUpload)
      insertControls.push({
        name: 'richtext:upload',
        glyph: UPLOAD_ICON,
        run: () => openDrawer({ kind: 'upload' }),
      })
    return [...TOOLBAR_CONTROLS, ...insertControls]
  }, [canRelate, canUpload, openDrawer])
  // Whether each button is pressed, one character a button ('1', '0', or '-' for one that is no
  // toggle), checked after every change of the text or the selection.
  const pressed = useSlateSelector(
    useCallback(
      (editor: Editor) =>
        controls
          .map((control) => (control.isActive ? (control.isActive(editor) ? '1' : '0') : '-'))
          .join(''),
      [controls],
    ),
  )

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
              aria-pressed={pressed[index] === '-' ? undefined : pressed[index] === '1'}
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
