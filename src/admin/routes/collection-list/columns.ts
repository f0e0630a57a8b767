import type { ClientCollection, ClientField } from '../../../shared/client-config'
import { pluginUiField } from '../../host/ui-fields'
import { FILE_COLUMNS } from './upload-cells'

const TIMESTAMP_FIELDS: ClientField[] = [
  { type: 'date', name: 'updatedAt', admin: { pickerAppearance: 'dayAndTime' } },
  { type: 'date', name: 'createdAt', admin: { pickerAppearance: 'dayAndTime' } },
]

const ID_FIELD: ClientField = { type: 'text', name: 'id', admin: {} }

/** A column as the preference stores it: which field, and whether it is shown. */
export interface ColumnPreference {
  accessor: string
  active: boolean
}

/** A UI field is a column when a plugin gives it a list cell. */
export const isUiColumn = (field: ClientField): boolean =>
  field.type === 'ui' && Boolean(pluginUiField(field.component)?.Cell)

/**
 * Every field that can be a column: the collection's visible data fields and UI columns (and an
 * upload collection's file name, type, size and dimensions), timestamps and the id.
 */
export function availableColumns(collection: ClientCollection): ClientField[] {
  const isColumn = (f: ClientField) =>
    collection.isUpload && FILE_COLUMNS.includes(f.name)
      ? true
      : !f.admin.hidden && (f.type !== 'ui' || isUiColumn(f))
  return [
    ...collection.fields.filter(isColumn),
    ...(collection.hasTimestamps ? TIMESTAMP_FIELDS : []),
    ID_FIELD,
  ]
}

/** The default order: the title column first, then the configured default columns, then the rest hidden. */
export function defaultColumnPreference(collection: ClientCollection): ColumnPreference[] {
  const all = availableColumns(collection).map((f) => f.name)
  const active = [
    collection.admin.useAsTitle,
    ...collection.admin.defaultColumns.filter((c) => c !== collection.admin.useAsTitle),
  ].filter((n) => all.includes(n))
  return [
    ...active.map((accessor) => ({ accessor, active: true })),
    ...all.filter((n) => !active.includes(n)).map((accessor) => ({ accessor, active: false })),
  ]
}

/**
 * The stored preference reconciled with the config: unknown columns are dropped, new fields are
 * appended hidden, so a changed content model never breaks a saved list.
 */
export function reconcileColumns(
  collection: ClientCollection,
  stored: ColumnPreference[] | undefined,
): ColumnPreference[] {
  const defaults = defaultColumnPreference(collection)
  if (!stored?.length) return defaults
  const known = new Set(defaults.map((c) => c.accessor))
  const kept = stored.filter((c) => known.has(c.accessor))
  const missing = defaults
    .filter((d) => !kept.some((c) => c.accessor === d.accessor))
    .map((d) => ({ ...d, active: false }))
  const result = [...kept, ...missing]
  return result.some((c) => c.active) ? result : defaults
}

/** The shown columns, in order, as fields. */
export function activeColumns(
  collection: ClientCollection,
  columns: ColumnPreference[],
): ClientField[] {
  const fields = availableColumns(collection)
  return columns
    .filter((c) => c.active)
    .map((c) => fields.find((f) => f.name === c.accessor))
    .filter((f): f is ClientField => f !== undefined)
}
