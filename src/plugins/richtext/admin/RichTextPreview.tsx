import { useId, useMemo, type CSSProperties, type ReactNode } from 'react'
import type { InputProps } from '../../../admin/extend/forms'
import type { RichTextField } from '../../../shared/client-config'
import {
  emptyRichText,
  isInlineType,
  isText,
  isVoidType,
  type RichTextNode,
  type RichTextText,
} from '../../../shared/rich-text'
import { RichTextEditorContext } from './drawers/drawer-request'
import { RichTextElementView, RichTextLeafView } from './elements'
import {
  keepsKey,
  pendingKey,
  pointAt,
  TEXT_PATH_ATTRIBUTE,
  type PendingInput,
} from './pending-input'
import { useRichTextTargets } from './rich-text-targets'
import { textboxAttributes } from './textbox-attributes'
import { FORMAT_BUTTONS, insertButtons } from './toolbar-layout'
import { FormatButtonFace, ToolbarFrame } from './ToolbarFrame'

/** What Slate's editable text has as its own style; the drawn text matches it. */
const EDITABLE_STYLE: CSSProperties = {
  position: 'relative',
  whiteSpace: 'pre-wrap',
  wordWrap: 'break-word',
}

/** Slate's placeholder's own style (it is drawn over the empty first line). */
const PLACEHOLDER_STYLE: CSSProperties = {
  position: 'absolute',
  top: 0,
  pointerEvents: 'none',
  width: '100%',
  maxWidth: '100%',
  display: 'block',
  opacity: '0.333',
  userSelect: 'none',
  textDecoration: 'none',
}

const NO_ACTION = () => {}

/**
 * The rich-text field drawn before the editor's code has arrived: its toolbar and its text, as the
 * editor draws them, with nothing of Slate (a server-drawn screen could draw it too). The field's
 * input (RichTextInput) loads the editor when a person reaches for the field, and the editor takes
 * over where they pressed, with the keys they typed meanwhile (`pending`).
 */
export function RichTextPreview(
  props: InputProps<RichTextField> & { pending: PendingInput; onReach: () => void },
) {
  const id = useId()
  const targets = useRichTextTargets()
  const buttons = useMemo(
    () => [
      ...FORMAT_BUTTONS,
      ...insertButtons({
        canRelate: targets.relationship.length > 0,
        canUpload: targets.upload.length > 0,
      }),
    ],
    [targets.relationship.length, targets.upload.length],
  )
  const context = useMemo(
    () => ({
      field: props.field,
      isReadOnly: props.isReadOnly,
      isPending: true,
      openDrawer: NO_ACTION,
      pathOf: () => [],
      removeRelated: NO_ACTION,
    }),
    [props.field, props.isReadOnly],
  )
  const value = Array.isArray(props.value) && props.value.length > 0 ? props.value : emptyRichText()
  const { pending, onReach } = props
  return (
    <div
      className="rich-text input-frame"
      data-invalid={props.isInvalid || undefined}
      data-readonly={props.isReadOnly || undefined}
      onPointerEnter={onReach}
      onTouchStart={onReach}
      onFocus={onReach}
      // After a failed download the pointer may rest in the field and keep the focus: a press asks again.
      onPointerDown={onReach}
    >
      <RichTextEditorContext value={context}>
        <ToolbarFrame
          label={props.label}
          formatControl={
            <button
              type="button"
              className="rich-text__button rich-text__format"
              aria-labelledby={`${id}-label`}
              disabled={props.isReadOnly}
            >
              <FormatButtonFace id={id} />
            </button>
          }
          buttons={buttons}
          pressed=""
          current={0}
          isReadOnly={props.isReadOnly}
          isPending
        />
        <div
          {...textboxAttributes(props)}
          style={EDITABLE_STYLE}
          data-drawn
          // Focusable as the editor is: a read-only one is not.
          tabIndex={props.isReadOnly ? undefined : 0}
          onPointerDown={(event) => {
            pending.point = pointAt(event.clientX, event.clientY)
          }}
          onFocus={() => {
            pending.hasFocus = true
          }}
          onBlur={() => {
            pending.hasFocus = false
          }}
          onKeyDown={(event) => {
            if (props.isReadOnly || !keepsKey(event)) return
            event.preventDefault()
            if (!pending.isRefused) pending.keys.push(pendingKey(event))
          }}
        >
          {drawNodes(value as RichTextNode[], [], placeholderOf(value, props.placeholder))}
        </div>
      </RichTextEditorContext>
    </div>
  )
}

/** The placeholder, shown (as Slate does) while the text is one empty block. */
function placeholderOf(value: readonly unknown[], placeholder: string | undefined) {
  const [only] = value as RichTextNode[]
  const isEmpty =
    value.length === 1 &&
    only !== undefined &&
    !isText(only) &&
    only.children.length === 1 &&
    isText(only.children[0]) &&
    only.children[0].text === ''
  return isEmpty ? placeholder : undefined
}

/** Nodes as the editor draws them: its element and leaf views, with Slate's markers. */
function drawNodes(
  nodes: readonly RichTextNode[],
  at: number[],
  placeholder?: string,
  isInline = false,
): ReactNode {
  return nodes.map((node, index) => {
    const path = [...at, index]
    if (isText(node)) {
      const isLineBreak = !isInline && nodes.length === 1 && node.text === ''
      return (
        <TextView
          key={index}
          text={node}
          path={path}
          isLineBreak={isLineBreak}
          placeholder={index === 0 ? placeholder : undefined}
        />
      )
    }
    const isVoid = isVoidType(node.type)
    return (
      <RichTextElementView
        key={index}
        element={node}
        attributes={{ 'data-slate-node': 'element', ref: null }}
      >
        {/* A void's text is Slate's hidden spacer, drawn out of the flow. */}
        {isVoid
          ? null
          : drawNodes(node.children as RichTextNode[], path, placeholder, isInlineType(node.type))}
      </RichTextElementView>
    )
  })
}

function TextView(props: {
  text: RichTextText
  path: number[]
  isLineBreak: boolean
  placeholder?: string
}) {
  const { text } = props
  const content =
    text.text === '' ? (
      <span data-slate-zero-width={props.isLineBreak ? 'n' : 'z'} data-slate-length={0}>
        {'\uFEFF'}
        {props.isLineBreak && <br />}
      </span>
    ) : (
      <span data-slate-string>{text.text}</span>
    )
  return (
    <span data-slate-node="text" {...{ [TEXT_PATH_ATTRIBUTE]: props.path.join('.') }}>
      <RichTextLeafView attributes={{ 'data-slate-leaf': true }} leaf={text} text={text}>
        {content}
        {props.placeholder && (
          <span data-slate-placeholder aria-hidden style={PLACEHOLDER_STYLE}>
            {props.placeholder}
          </span>
        )}
      </RichTextLeafView>
    </span>
  )
}
