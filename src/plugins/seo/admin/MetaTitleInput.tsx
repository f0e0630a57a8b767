import type { InputProps, TextField } from '../../../admin/extend/forms'
import { MetaTextInput } from './MetaTextInput'

/** The kit this module is the input of (the server preloads it with an editor that shows it). */
export const folioFieldKit = 'seo:title'

/** meta.title: a text input with its length meter (50 to 60 characters) and generate button. */
export default function MetaTitleInput(props: InputProps<TextField>) {
  return <MetaTextInput {...props} kind="title" />
}
