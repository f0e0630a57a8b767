import type { ClientField } from '../../shared/client-config'
import { getPath, hasPath, setPath } from '../../shared/object-path'
import { fieldRegistry } from '../fields/registry'

/** The form values of a document (or, for a new one, the static defaults), keyed by field path. */
export function valuesFromDoc(fields: ClientField[], doc: Record<string, unknown> | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    if (doc) values[field.name] = hasPath(doc, field.name) ? getPath(doc, field.name) : fieldRegistry[field.type].emptyValue
    else values[field.name] = field.defaultValue ?? fieldRegistry[field.type].emptyValue
  }
  return values
}

/** What a save sends: the editable fields only, nested by path, so nothing the form does not show is touched. */
export function dataToSave(fields: ClientField[], values: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.admin.readOnly || field.admin.hidden) continue
    setPath(data, field.name, values[field.name])
  }
  return data
}
