import type { ReactNode } from 'react'

/** The elements a `<label for>` focuses by itself (HTML's labelable elements that take focus). */
const LABELABLE = new Set(['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA'])

/**
 * A field's `<label for>`. A click on it focuses its input also when that input is no labelable
 * element (a contenteditable text, such as the rich-text editor's), as it does a native one.
 */
export function FieldLabel(props: { htmlFor: string; id: string; children: ReactNode }) {
  return (
    <label
      className="field__label"
      htmlFor={props.htmlFor}
      id={props.id}
      onClick={() => {
        const target = document.getElementById(props.htmlFor)
        if (target && !LABELABLE.has(target.tagName)) target.focus()
      }}
    >
      {props.children}
    </label>
  )
}
