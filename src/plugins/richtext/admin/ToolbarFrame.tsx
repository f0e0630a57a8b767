import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { useT } from '../../../admin/extend/i18n'
import { CHEVRON_ICON } from './toolbar-icons'
import { groupsOf, type ToolbarButton } from './toolbar-layout'

/**
 * The formatting toolbar's markup (WAI-ARIA toolbar: one tab stop), shared by the editor's toolbar
 * (Toolbar.tsx) and the one drawn before the editor's code arrives (RichTextPreview.tsx), so the
 * two look the same to the pixel.
 */
export function ToolbarFrame(props: {
  label: string
  /** The block-format control, first in the toolbar. */
  formatControl: ReactNode
  buttons: readonly ToolbarButton[]
  /** Whether each button is pressed: '1', '0', or '-' for one that is no toggle. */
  pressed: string
  /** The place of the toolbar's tab stop (0 is the block-format control). */
  current: number
  isReadOnly: boolean
  /** Drawn before the editor's code: the buttons wait for it. */
  isPending?: boolean
  onKeyDown?: (event: KeyboardEvent) => void
  buttonRef?: (place: number, button: HTMLButtonElement | null) => void
  onButtonMouseDown?: (event: MouseEvent) => void
  onButtonFocus?: (place: number) => void
  onPress?: (index: number) => void
}) {
  const t = useT()
  return (
    <div
      role="toolbar"
      aria-label={t('richtext:toolbar', { label: props.label })}
      aria-disabled={props.isPending || undefined}
      className="rich-text__toolbar"
      onKeyDown={props.onKeyDown}
    >
      {props.formatControl}
      {groupsOf(props.buttons).map((group) => (
        // A group wraps to the next row whole.
        <div key={group[0]?.button.name} className="rich-text__group">
          {group.map(({ button, index }) => (
            <button
              key={button.name}
              ref={props.buttonRef && ((element) => props.buttonRef?.(index + 1, element))}
              type="button"
              className="rich-text__button"
              aria-label={t(button.name)}
              title={t(button.name)}
              aria-pressed={button.isToggle ? props.pressed[index] === '1' : undefined}
              tabIndex={index + 1 === props.current ? 0 : -1}
              disabled={props.isReadOnly}
              onMouseDown={props.onButtonMouseDown}
              onFocus={() => props.onButtonFocus?.(index + 1)}
              onClick={() => props.onPress?.(index)}
            >
              <span aria-hidden="true">{button.glyph}</span>
            </button>
          ))}
        </div>
      ))}
    </div>
  )
}

/** What the block-format control's button shows: the blocks' format, or the control's name. */
export function FormatButtonFace(props: { id: string; formatName?: string }) {
  const t = useT()
  return (
    <>
      <span hidden id={`${props.id}-label`}>
        {t('richtext:blockFormat')}
      </span>
      <span id={`${props.id}-value`} className="rich-text__format-name">
        {props.formatName ?? t('richtext:blockFormat')}
      </span>
      <span aria-hidden="true" className="rich-text__format-chevron">
        {CHEVRON_ICON}
      </span>
    </>
  )
}
