import { stringInputProps } from '../shared/text-value'
import type { InputProps } from '../types'

export function TextareaInput(props: InputProps) {
  return (
    <textarea
      {...stringInputProps(props)}
      className="input textarea"
      rows={props.field.admin.rows ?? 4}
    />
  )
}
