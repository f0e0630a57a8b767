import { valueDiff } from '../shared/diffs'
import { validateRequired, validateRows } from '../../../shared/validation'
import { relationFromDoc } from '../relationship/relation-value'
import type { UploadField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { UploadCell } from './Cell'
import { UploadInput } from './Input'

export const uploadKit: FieldKit<UploadField> = {
  Input: UploadInput,
  Cell: UploadCell,
  Diff: valueDiff(UploadCell),
  validate: (value, field) =>
    field.hasMany ? validateRows(value, field) : validateRequired(value, field),
  emptyValue: null,
  labelling: 'label',
  fromDoc: relationFromDoc,
}
