import { useState } from 'react'
import { InvalidJson } from '../../../shared/validation'
import type { InputProps } from '../types'

function format(value: unknown): string {
  if (value instanceof InvalidJson) return value.text
  return value === null || value === undefined ? '' : JSON.stringify(value, null, 2)
}

/** JSON as text: what does not parse stays as typed, and the form shows the parse error. */
export function JsonInput(props: InputProps) {
  const [text, setText] = useState(() => format(props.value))
  const shown =
    props.value instanceof InvalidJson || safeEqual(text, props.value) ? text : format(props.value)
  return (
    <textarea
      id={props.id}
      className="input textarea textarea--code"
      rows={props.field.admin.rows ?? 6}
      spellCheck={false}
      value={shown}
      onChange={(e) => {
        const next = e.target.value
        setText(next)
        if (next.trim() === '') return props.onChange(null)
        try {
          props.onChange(JSON.parse(next))
        } catch (error) {
          props.onChange(
            new InvalidJson(next, error instanceof Error ? error.message : String(error)),
          )
        }
      }}
      onBlur={props.onBlur}
      readOnly={props.isReadOnly}
      aria-invalid={props.isInvalid || undefined}
      aria-describedby={props.describedBy}
      placeholder={props.placeholder}
    />
  )
}

/** Whether the typed text already means this value (so re-formatting would only move the caret). */
function safeEqual(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value)
  } catch {
    return text.trim() === '' && (value === null || value === undefined)
  }
}
