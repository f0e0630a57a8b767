import type { InputProps } from '../../../admin/extend/forms'
import type { RichTextField } from '../../../shared/client-config'

/**
 * The rich text's textbox as assistive technology knows it: the same for the editor's text
 * (RichTextEditor) and the text drawn before it arrives (RichTextPreview).
 */
export function textboxAttributes(props: InputProps<RichTextField>) {
  return {
    id: props.id,
    className: 'rich-text__editable',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': props.labelId,
    'aria-label': props.labelId ? undefined : props.label,
    'aria-describedby': props.describedBy || undefined,
    'aria-invalid': props.isInvalid || undefined,
    'aria-readonly': props.isReadOnly || undefined,
  } as const
}
