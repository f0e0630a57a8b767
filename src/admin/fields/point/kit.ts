import { valueDiff } from '../shared/diffs'
import { validatePoint } from '../../../shared/validation'
import type { PointField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { PointCell } from './Cell'
import { PointInput } from './Input'

export const pointKit: FieldKit<PointField> = {
  Input: PointInput,
  Cell: PointCell,
  Diff: valueDiff(PointCell),
  validate: (value, field) => validatePoint(value, field),
  emptyValue: null,
  labelling: 'fieldset',
}
