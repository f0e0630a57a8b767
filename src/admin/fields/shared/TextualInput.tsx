import type { InputProps } from '../types'
import { stringInputProps } from './text-value'

/** The single-line string input behind the text and email fields. */
export function TextualInput(
  props: InputProps & { type: 'text' | 'email'; autoComplete?: string },
) {
  return (
    <input
      {...stringInputProps(props)}
      type={props.type}
      className="input"
      autoComplete={props.autoComplete}
    />
  )
}
