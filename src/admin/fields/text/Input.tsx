import type { TextField } from '../../../shared/client-config'
import { ChipsInput } from '../shared/ChipsInput'
import { TextualInput } from '../shared/TextualInput'
import type { InputProps } from '../types'

export function TextInput(props: InputProps<TextField>) {
  if (props.field.hasMany) return <ChipsInput {...props} kind="text" />
  return <TextualInput {...props} type="text" />
}
