import type { ClientField, FieldOf } from '../../shared/client-config'
import type { FieldType } from '../../shared/field-types'
import { arrayKit } from './array/kit'
import { blocksKit } from './blocks/kit'
import { checkboxKit } from './checkbox/kit'
import { codeKit } from './code/kit'
import { dateKit } from './date/kit'
import { emailKit } from './email/kit'
import { joinKit } from './join/kit'
import { jsonKit } from './json/kit'
import { numberKit } from './number/kit'
import { pointKit } from './point/kit'
import { radioKit } from './radio/kit'
import { relationshipKit } from './relationship/kit'
import { richTextKit } from './rich-text/kit'
import { selectKit } from './select/kit'
import { textKit } from './text/kit'
import { textareaKit } from './textarea/kit'
import { uiKit } from './ui/kit'
import { uploadKit } from './upload/kit'
import type { FieldKit } from './types'

/** The one field registry: a field type without a kit does not compile. */
export const fieldRegistry = {
  array: arrayKit,
  blocks: blocksKit,
  checkbox: checkboxKit,
  code: codeKit,
  date: dateKit,
  email: emailKit,
  join: joinKit,
  json: jsonKit,
  number: numberKit,
  point: pointKit,
  radio: radioKit,
  relationship: relationshipKit,
  richText: richTextKit,
  select: selectKit,
  text: textKit,
  textarea: textareaKit,
  ui: uiKit,
  upload: uploadKit,
} satisfies { [T in FieldType]: FieldKit<FieldOf<T>> }

/**
 * The kit of a field's type, typed for that field. The registry is keyed by type, so the kit under
 * `field.type` always takes that field: the one place the compiler needs telling.
 */
export function kitOf<F extends ClientField>(field: F): FieldKit<F> {
  return fieldRegistry[field.type] as unknown as FieldKit<F>
}
