import { isRowField, type ClientField } from '../../shared/client-config'
import type { RowMeta } from './form-store'
import { rowSchema } from './rows/row-fields'

/**
 * Visits every field of the form with its full path, descending into the rows of arrays and
 * blocks as the values have them. Return false from `visit` to skip a field's rows (a field hidden
 * by its condition hides what is inside it).
 */
export function walkFields(
  fields: ClientField[],
  values: Record<string, unknown>,
  visit: (field: ClientField, path: string) => boolean | void,
  prefix = '',
): void {
  for (const field of fields) {
    const path = prefix + field.name
    if (visit(field, path) === false || !isRowField(field)) continue
    const rows = Array.isArray(values[path]) ? (values[path] as RowMeta[]) : []
    rows.forEach((meta, index) =>
      walkFields(rowSchema(field, meta.blockType).fields, values, visit, `${path}.${index}.`),
    )
  }
}
