import { dataToSave, type FormStore } from '../../../../admin/extend/forms'
import type { ClientField } from '../../../../shared/client-config'

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)

/** The extra fields' values a node keeps: the filled ones (an empty one is left out, not stored as null). */
export function extraFieldValues(fields: ClientField[], store: FormStore): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(dataToSave(fields, store.getValues())).filter(([, value]) => !isEmpty(value)),
  )
}
