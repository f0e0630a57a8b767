import { TextDiff } from '../shared/diffs'
import { validateEach, validateText } from '../../../shared/validation'
import { TextCell } from '../shared/TextCell'
import type { TextField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { TextInput } from './Input'

export const textKit: FieldKit<TextField> = {
  Input: TextInput,
  Cell: TextCell,
  Diff: TextDiff,
  validate: (value, field) =>
    field.hasMany
      ? validateEach(value, field, (v) => validateText(v, { ...field, required: false }))
      : validateText(value, field),
  emptyValue: null,
  labelling: 'label',
}
