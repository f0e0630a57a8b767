import { validateJson } from '../../../shared/validation'
import type { FieldKit } from '../types'
import { JsonCell } from './Cell'
import { JsonInput } from './Input'

export const jsonKit: FieldKit = {
  Input: JsonInput,
  Cell: JsonCell,
  validate: (value, field) => validateJson(value, field),
  emptyValue: null,
  labelling: 'label',
}
