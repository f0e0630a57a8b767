import { isRowField, type ClientField } from '../../shared/client-config'
import { getPath, hasPath, setPath } from '../../shared/object-path'
import { kitOf } from '../fields/registry'
import type { FieldKit } from '../fields/types'
import type { RowMeta, RowValues } from './form-store'
import { newRowId, rowSchema } from './rows/row-fields'

/**
 * The form values of a document (or, for a new one, the static defaults), flat by path. An array
 * or blocks field keeps its rows (`RowMeta[]`) at its own path and their fields under
 * `path.index.field`.
 */
export function valuesFromDoc(
  fields: ClientField[],
  doc: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  flatten(fields, doc, '', values)
  return values
}

function flatten(
  fields: ClientField[],
  source: Record<string, unknown> | undefined,
  prefix: string,
  out: Record<string, unknown>,
): void {
  for (const field of fields) {
    const kit = kitOf(field)
    if (kit.hasNoValue) continue
    const path = prefix + field.name
    if (isRowField(field)) {
      const rows = source ? getPath(source, field.name) : undefined
      const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []
      out[path] = list.map((row): RowMeta => rowMeta(field, row))
      list.forEach((row, index) =>
        flatten(
          rowSchema(field, row.blockType as string | undefined).fields,
          row,
          `${path}.${index}.`,
          out,
        ),
      )
    } else if (source) {
      out[path] = hasPath(source, field.name)
        ? fromDoc(kit, getPath(source, field.name), field)
        : kit.emptyValue
    } else {
      out[path] = field.defaultValue ?? kit.emptyValue
    }
  }
}

function fromDoc(kit: FieldKit, value: unknown, field: ClientField): unknown {
  return kit.fromDoc ? kit.fromDoc(value, field) : value
}

function rowMeta(field: ClientField, row: Record<string, unknown>): RowMeta {
  const id = typeof row.id === 'string' && row.id ? row.id : newRowId()
  return field.type === 'blocks' ? { id, blockType: String(row.blockType) } : { id }
}

/** The values of a new row: its fields' defaults, with nested rows empty. */
export function newRowValues(fields: ClientField[]): RowValues {
  return valuesFromDoc(fields, undefined)
}

/**
 * A row's values copied for a duplicate: the same field values, but every nested row gets a new
 * id so no two rows share one.
 */
export function copyRowValues(values: RowValues): RowValues {
  const copy: RowValues = {}
  for (const [key, value] of Object.entries(values)) {
    copy[key] =
      Array.isArray(value) && value.every(isRowMeta)
        ? value.map((meta: RowMeta) => ({ ...meta, id: newRowId() }))
        : value
  }
  return copy
}

function isRowMeta(value: unknown): value is RowMeta {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RowMeta).id === 'string' &&
    Object.keys(value).every((k) => k === 'id' || k === 'blockType')
  )
}

/**
 * The document the values describe, nested by path; `editableOnly` leaves out read-only fields and
 * hidden ones no kit fills (what a save sends).
 */
export function nestValues(
  fields: ClientField[],
  values: Record<string, unknown>,
  options: { editableOnly: boolean },
  prefix = '',
): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of fields) {
    if (kitOf(field).hasNoValue) continue
    if (options.editableOnly && (field.admin.readOnly || (field.admin.hidden && !field.filledBy)))
      continue
    const path = prefix + field.name
    if (isRowField(field)) {
      const rows = Array.isArray(values[path]) ? (values[path] as RowMeta[]) : []
      const nested = rows.map((meta, index) => ({
        ...nestValues(
          rowSchema(field, meta.blockType).fields,
          values,
          options,
          `${path}.${index}.`,
        ),
        id: meta.id,
        ...(meta.blockType ? { blockType: meta.blockType } : {}),
      }))
      setPath(data, field.name, nested)
    } else {
      setPath(data, field.name, values[path])
    }
  }
  return data
}

/** What a save sends: the editable fields only, nested by path, so nothing the form does not show is touched. */
export function dataToSave(
  fields: ClientField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  return nestValues(fields, values, { editableOnly: true })
}
