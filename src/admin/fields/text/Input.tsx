import { ChipsInput } from '../shared/ChipsInput'
import { TextualInput } from '../shared/TextualInput'
import type { InputProps } from '../types'

export function TextInput(props: InputProps) {
  if (props.field.hasMany) return <ChipsInput {...props} kind="text" />
  return <TextualInput {...props} type="text" />
}
