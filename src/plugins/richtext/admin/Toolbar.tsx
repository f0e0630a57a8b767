import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Editor, Transforms } from 'slate'
import { useSlateSelector, useSlateStatic } from 'slate-react'
import { BlockFormatMenu } from './BlockFormatMenu'
import { useRichTextEditor } from './drawers/drawer-request'
import { activeLink } from './links'
import { useRichTextTargets } from './rich-text-targets'
import { syncSelection } from './sync-selection'
import { FORMAT_BEHAVIOUR, type ToolbarControl } from './toolbar-controls'
import { FORMAT_BUTTONS, insertButtons } from './toolbar-layout'
import { ToolbarFrame } from './ToolbarFrame'

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
  // The toolbar re-renders when a button's state changes, not on every keystroke.
  const editor = useSlateStatic()
  const [current, setCurrent] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const { openDrawer } = useRichTextEditor()
  const targets = useRichTextTargets()
  const canRelate = targets.relationship.length > 0
  const canUpload = targets.upload.length > 0
  const controls = useMemo((): ToolbarControl[] => {
    const drawers = {
      'richtext:link': {
        isActive: (editor: Editor) => activeLink(editor) !== undefined,
        run: () => openDrawer({ kind: 'link' }),
      },
      'richtext:relationship': { run: () => openDrawer({ kind: 'relationship' }) },
      'richtext:upload': { run: () => openDrawer({ kind: 'upload' }) },
    }
    return [...FORMAT_BUTTONS, ...insertButtons({ canRelate, canUpload })].map((button) => ({
      ...button,
      ...(FORMAT_BEHAVIOUR.get(button.name) ?? drawers[button.name as keyof typeof drawers]),
    }))
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
    <ToolbarFrame
      label={props.label}
      formatControl={
        <BlockFormatMenu
          isReadOnly={props.isReadOnly}
          isTabStop={current === 0}
          buttonRef={(button) => {
            buttons.current[0] = button
          }}
          onFocus={() => setCurrent(0)}
        />
      }
      buttons={controls}
      pressed={pressed}
      current={current}
      isReadOnly={props.isReadOnly}
      onKeyDown={onKeyDown}
      buttonRef={(place, button) => {
        buttons.current[place] = button
      }}
      onButtonMouseDown={(event) => {
        event.preventDefault()
        syncSelection(editor)
      }}
      onButtonFocus={setCurrent}
      onPress={(index) => run(controls[index]!)}
    />
  )
}
