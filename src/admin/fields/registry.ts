import type { FieldType } from '../../shared/field-types'
import { checkboxKit } from './checkbox/kit'
import { codeKit } from './code/kit'
import { dateKit } from './date/kit'
import { emailKit } from './email/kit'
import { jsonKit } from './json/kit'
import { numberKit } from './number/kit'
import { pointKit } from './point/kit'
import { radioKit } from './radio/kit'
import { selectKit } from './select/kit'
import { textKit } from './text/kit'
import { textareaKit } from './textarea/kit'
import type { FieldKit } from './types'

/** The one field registry: a field type without a kit does not compile. */
export const fieldRegistry = {
  checkbox: checkboxKit,
  code: codeKit,
  date: dateKit,
  email: emailKit,
  json: jsonKit,
  number: numberKit,
  point: pointKit,
  radio: radioKit,
  select: selectKit,
  text: textKit,
  textarea: textareaKit,
} satisfies Record<FieldType, FieldKit>
