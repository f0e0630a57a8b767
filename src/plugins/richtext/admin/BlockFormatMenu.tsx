import { useId, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { Editor, Transforms, type BaseSelection } from 'slate'
import { ReactEditor, useSlateSelector, useSlateStatic } from 'slate-react'
import { useT } from '../../../admin/extend/i18n'
import { BLOCK_FORMATS, type BlockFormat } from '../../../shared/rich-text'
import { syncSelection } from './sync-selection'
import { CHECK_ICON } from './toolbar-icons'
import { FormatButtonFace } from './ToolbarFrame'
import { isBlockFormatActive, toggleBlockFormat } from './transforms'
import '../../../admin/styles/menu.css'

/** The format every selected block has, if they share one. */
function currentFormat(editor: Editor): BlockFormat | undefined {
  return BLOCK_FORMATS.find((format) => isBlockFormatActive(editor, format))
}

/**
 * The toolbar's block-format control: a button naming the selected blocks' format, and a menu of
 * the formats. Choosing one gives it to the blocks (the format they have already makes them
 * paragraphs again) and returns to the text with its selection; Escape returns to the button.
 */
export function BlockFormatMenu(props: {
  isReadOnly: boolean
  /** The toolbar's one tab stop is this button. */
  isTabStop: boolean
  buttonRef: (button: HTMLButtonElement | null) => void
  onFocus: () => void
}) {
  const t = useT()
  const id = useId()
  const editor = useSlateStatic()
  // The menu takes the focus (and the browser's selection); the text's selection waits here.
  const target = useRef<BaseSelection>(null)
  // Re-renders when the format changes, not on every keystroke.
  const current = useSlateSelector(currentFormat)

  const choose = (format: BlockFormat) => {
    Transforms.select(editor, target.current ?? Editor.end(editor, []))
    // As the spec's toggle: choosing the format the blocks have turns them back into paragraphs.
    toggleBlockFormat(editor, format)
    const selection = editor.selection
    // A frame later, before the closed menu would give its button the focus (it leaves the text's).
    requestAnimationFrame(() => {
      if (selection) Transforms.select(editor, selection)
      ReactEditor.focus(editor)
    })
  }

  return (
    <MenuTrigger
      onOpenChange={(isOpen) => {
        if (isOpen) target.current = editor.selection
      }}
    >
      <Button
        ref={props.buttonRef}
        className="rich-text__button rich-text__format"
        aria-labelledby={current ? `${id}-label ${id}-value` : `${id}-label`}
        excludeFromTabOrder={!props.isTabStop}
        isDisabled={props.isReadOnly}
        onPointerDown={() => syncSelection(editor)}
        onFocus={props.onFocus}
      >
        <FormatButtonFace id={id} formatName={current && t(`richtext:${current}`)} />
      </Button>
      <Popover className="menu-popover" placement="bottom start">
        <Menu
          className="menu"
          aria-labelledby={`${id}-label`}
          selectionMode="single"
          selectedKeys={current ? [current] : []}
          shouldCloseOnSelect
          onAction={(key) => choose(key as BlockFormat)}
        >
          {BLOCK_FORMATS.map((format) => (
            <MenuItem
              key={format}
              id={format}
              className="menu__item rich-text__format-item"
              textValue={t(`richtext:${format}`)}
            >
              {({ isSelected }) => (
                <>
                  <span aria-hidden="true" className="rich-text__format-check">
                    {isSelected && CHECK_ICON}
                  </span>
                  {t(`richtext:${format}`)}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
