import { useCallback, useRef, useState } from 'react'
import type { InputProps } from '../../../admin/extend/forms'
import type { RichTextField } from '../../../shared/client-config'
import { sameJSON } from '../../../shared/same-json'
import { loadRichTextEditor, useLoadedEditor } from './editor-loader'
import type { PendingInput } from './pending-input'
import { RichTextPreview } from './RichTextPreview'
import './rich-text-editor.css'

/** The kit this module is the input of: the build lists it, the server preloads it (field-kits.json). */
export const folioFieldKit = 'richtext:editor'

function reach() {
  // A failed download is tried again at the next reach; the drawn text stays meanwhile.
  loadRichTextEditor().catch(() => {})
}

/**
 * The rich-text field's input: the text and its toolbar drawn at once (RichTextPreview), and the
 * editor (RichTextEditor, Slate) loaded when a person reaches for the field (the pointer over it,
 * a touch, the focus). Once it has arrived, every rich-text field on every screen is the editor.
 */
export default function RichTextInput(props: InputProps<RichTextField>) {
  // The value this editor last reported or was given; any other one comes from outside (a reset,
  // a restored draft) and starts the editor afresh on it.
  const known = useRef(props.value)
  const [generation, setGeneration] = useState(0)
  if (props.value !== known.current) {
    // A save hands back what was typed as a new object: the same text keeps its caret and history.
    if (!sameJSON(props.value, known.current)) setGeneration(generation + 1)
    known.current = props.value
  }
  const latest = useRef(props)
  latest.current = props
  const onChange = useCallback((value: unknown) => {
    known.current = value
    latest.current.onChange(value)
  }, [])
  const onBlur = useCallback(() => latest.current.onBlur(), [])
  const [pending] = useState((): PendingInput => ({ keys: [], hasFocus: false }))
  const editor = useLoadedEditor()
  if (!editor) return <RichTextPreview {...props} pending={pending} onReach={reach} />
  return (
    <editor.RichTextEditor
      key={generation}
      {...props}
      onChange={onChange}
      onBlur={onBlur}
      pending={generation === 0 ? pending : undefined}
    />
  )
}
