import { kitOf } from './registry'
import type { InputProps } from './types'

/** The field type's own input, for a plugin's field kit that adds to it rather than replacing it. */
export function FieldTypeInput(props: InputProps) {
  const kit = kitOf(props.field)
  return <kit.Input {...props} />
}
