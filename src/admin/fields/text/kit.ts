import { validateText } from '../../../shared/validation'
import { TextCell } from '../shared/TextCell'
import type { FieldKit } from '../types'
import { TextInput } from './Input'

export const textKit: FieldKit = {
  Input: TextInput,
  Cell: TextCell,
  validate: (value, field) => validateText(value, field),
  emptyValue: null,
  labelling: 'label',
}
