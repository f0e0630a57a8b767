import { valueDiff } from '../shared/diffs'
import { validateEach, validateNumber } from '../../../shared/validation'
import type { NumberField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { NumberCell } from './Cell'
import { NumberInput } from './Input'

export const numberKit: FieldKit<NumberField> = {
  Input: NumberInput,
  Cell: NumberCell,
  Diff: valueDiff(NumberCell),
  validate: (value, field, label) =>
    field.hasMany
      ? validateEach(value, field, (v) => validateNumber(v, { ...field, required: false, label }))
      : validateNumber(value, { ...field, label }),
  emptyValue: null,
  labelling: 'label',
}
