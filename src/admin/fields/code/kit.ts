import { LinesDiff } from '../shared/diffs'
import { validateText } from '../../../shared/validation'
import type { CodeField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { CodeCell } from './Cell'
import { CodeInput } from './Input'

export const codeKit: FieldKit<CodeField> = {
  Input: CodeInput,
  Cell: CodeCell,
  Diff: LinesDiff,
  validate: (value, field) => validateText(value, field),
  emptyValue: null,
  labelling: 'label',
}
