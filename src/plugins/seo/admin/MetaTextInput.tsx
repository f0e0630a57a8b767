import {
  FieldTypeInput,
  type InputProps,
  type TextField,
  type TextareaField,
} from '../../../admin/extend/forms'
import { lengthMeter, targetFor } from '../shared'
import { GenerateButton } from './GenerateButton'
import { LengthMeter } from './LengthMeter'
import './seo.css'

/**
 * The meta title or description: the field type's own input, its length meter against the
 * target (the field's own minLength and maxLength win), and its generate button.
 */
export function MetaTextInput(
  props: InputProps<TextField | TextareaField> & { kind: 'title' | 'description' },
) {
  const { kind, ...input } = props
  const text = typeof props.value === 'string' ? props.value : ''
  const target = targetFor(kind, props.field)
  const meterId = `${props.id}-meter`
  return (
    <div className="seo-field">
      <FieldTypeInput {...input} describedBy={`${props.describedBy} ${meterId}`} />
      <div className="seo-field__footer">
        <LengthMeter
          id={meterId}
          meter={lengthMeter(text.length, target)}
          target={target}
          length={text.length}
        />
        <GenerateButton
          kind={kind}
          label={props.label}
          isReadOnly={props.isReadOnly}
          onResult={(result) => props.onChange(result)}
        />
      </div>
    </div>
  )
}
