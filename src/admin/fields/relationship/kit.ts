import { valueDiff } from '../shared/diffs'
import { validateRequired, validateRows } from '../../../shared/validation'
import type { RelationshipField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { RelationshipCell } from './Cell'
import { RelationshipInput } from './Input'
import { relationFromDoc } from './relation-value'

export const relationshipKit: FieldKit<RelationshipField> = {
  Input: RelationshipInput,
  Cell: RelationshipCell,
  Diff: valueDiff(RelationshipCell),
  validate: (value, field) =>
    field.hasMany ? validateRows(value, field) : validateRequired(value, field),
  emptyValue: null,
  labelling: 'label',
  fromDoc: relationFromDoc,
}
