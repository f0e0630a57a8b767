import { useCallback, useRef, useState } from 'react'
import type { InputProps } from '../../../admin/extend/forms'
import { useT } from '../../../admin/extend/i18n'
import { notify } from '../../../admin/extend/ui'
import type { RichTextField } from '../../../shared/client-config'
import { sameJSON } from '../../../shared/same-json'
import { loadRichTextEditor, useLoadedEditor } from './editor-loader'
import type { PendingInput } from './pending-input'
import { RichTextPreview } from './RichTextPreview'
import './rich-text-editor.css'

/** The kit this module is the input of: the build lists it, the server preloads it (field-kits.json). */
export const folioFieldKit = 'richtext:editor'

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
  const t = useT()
  const reach = useCallback(() => {
    pending.isRefused = false
    loadRichTextEditor().catch(() => {
      // A failed download (offline, a new deploy) is tried again at the next reach, and the drawn
      // text stays. Whoever is in it is told, and what they did is dropped, as are the keys they
      // type until a press asks again: they would otherwise land in the text much later.
      if (pending.isRefused) return
      const isInField = pending.hasFocus || pending.point !== undefined || pending.keys.length > 0
      pending.point = undefined
      pending.keys.length = 0
      if (!isInField) return
      pending.isRefused = true
      notify.error(t('richtext:editorNotLoaded'))
    })
  }, [pending, t])
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
