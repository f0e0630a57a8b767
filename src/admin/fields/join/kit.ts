import { valueDiff } from '../shared/diffs'
import type { JoinField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { JoinCell } from './Cell'
import { JoinInput } from './Input'

/** Related documents listed with links; the form never holds, validates or saves a join value. */
export const joinKit: FieldKit<JoinField> = {
  Input: JoinInput,
  Cell: JoinCell,
  Diff: valueDiff(JoinCell),
  validate: () => true,
  emptyValue: null,
  labelling: 'fieldset',
  hasNoValue: true,
}
