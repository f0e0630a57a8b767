import type { ClientCollection, ClientField } from '../../../shared/client-config'

const TIMESTAMP_FIELDS: ClientField[] = [
  { type: 'date', name: 'updatedAt', admin: { pickerAppearance: 'dayAndTime' } },
  { type: 'date', name: 'createdAt', admin: { pickerAppearance: 'dayAndTime' } },
]

const ID_FIELD: ClientField = { type: 'text', name: 'id', admin: {} }

/** The default columns of a collection as fields; the title column comes first. */
export function listColumns(collection: ClientCollection): ClientField[] {
  const all = [...collection.fields, ...(collection.hasTimestamps ? TIMESTAMP_FIELDS : []), ID_FIELD]
  const names = [collection.admin.useAsTitle, ...collection.admin.defaultColumns.filter((c) => c !== collection.admin.useAsTitle)]
  return names.map((name) => all.find((f) => f.name === name)).filter((f): f is ClientField => f !== undefined)
}
