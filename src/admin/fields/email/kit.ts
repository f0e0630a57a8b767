import { validateEmail } from '../../../shared/validation'
import { TextCell } from '../shared/TextCell'
import type { FieldKit } from '../types'
import { EmailInput } from './Input'

export const emailKit: FieldKit = {
  Input: EmailInput,
  Cell: TextCell,
  validate: (value, field) => validateEmail(value, field),
  emptyValue: null,
  labelling: 'label',
}
