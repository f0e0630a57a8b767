import { TextDiff } from '../shared/diffs'
import { validateEmail } from '../../../shared/validation'
import { TextCell } from '../shared/TextCell'
import type { EmailField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { EmailInput } from './Input'

export const emailKit: FieldKit<EmailField> = {
  Input: EmailInput,
  Cell: TextCell,
  Diff: TextDiff,
  validate: (value, field) => validateEmail(value, field),
  emptyValue: null,
  labelling: 'label',
}
