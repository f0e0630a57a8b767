import type { InputProps, TextareaField } from '../../../admin/extend/forms'
import { MetaTextInput } from './MetaTextInput'

/** The kit this module is the input of (the server preloads it with an editor that shows it). */
export const folioFieldKit = 'seo:description'

/** meta.description: a textarea with its length meter (100 to 150 characters) and generate button. */
export default function MetaDescriptionInput(props: InputProps<TextareaField>) {
  return <MetaTextInput {...props} kind="description" />
}
