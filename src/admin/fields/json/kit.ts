import { LinesDiff } from '../shared/diffs'
import { validateJson } from '../../../shared/validation'
import type { JsonField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { JsonCell } from './Cell'
import { JsonInput } from './Input'

export const jsonKit: FieldKit<JsonField> = {
  Input: JsonInput,
  Cell: JsonCell,
  Diff: LinesDiff,
  validate: (value, field) => validateJson(value, field),
  emptyValue: null,
  labelling: 'label',
}
