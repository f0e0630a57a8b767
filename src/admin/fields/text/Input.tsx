import { TextualInput } from '../shared/TextualInput'
import type { InputProps } from '../types'

export function TextInput(props: InputProps) {
  return <TextualInput {...props} type="text" />
}
