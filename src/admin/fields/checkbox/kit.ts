import { validateRequired } from '../../../shared/validation'
import type { FieldKit } from '../types'
import { CheckboxCell } from './Cell'
import { CheckboxInput } from './Input'

export const checkboxKit: FieldKit = {
  Input: CheckboxInput,
  Cell: CheckboxCell,
  validate: (value, field) => (field.required && value !== true ? validateRequired(null, field) : true),
  emptyValue: false,
  labelling: 'self',
}
