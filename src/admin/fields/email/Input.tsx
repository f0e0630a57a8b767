import { TextualInput } from '../shared/TextualInput'
import type { InputProps } from '../types'

export function EmailInput(props: InputProps) {
  return <TextualInput {...props} type="email" autoComplete="email" />
}
