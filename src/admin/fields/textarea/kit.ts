import { TextDiff } from '../shared/diffs'
import { validateText } from '../../../shared/validation'
import { TextCell } from '../shared/TextCell'
import type { TextareaField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { TextareaInput } from './Input'

export const textareaKit: FieldKit<TextareaField> = {
  Input: TextareaInput,
  Cell: TextCell,
  Diff: TextDiff,
  validate: (value, field) => validateText(value, field),
  emptyValue: null,
  labelling: 'label',
}
