import { valueDiff } from '../shared/diffs'
import { validateOption } from '../../../shared/validation'
import { OptionCell } from '../shared/OptionCell'
import type { RadioField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { RadioInput } from './Input'

export const radioKit: FieldKit<RadioField> = {
  Input: RadioInput,
  Cell: OptionCell,
  Diff: valueDiff(OptionCell),
  validate: (value, field) => validateOption(value, field),
  emptyValue: null,
  labelling: 'fieldset',
}
