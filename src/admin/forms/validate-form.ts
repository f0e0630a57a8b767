import type { ClientField } from '../../shared/client-config'
import { fieldRegistry } from '../fields/registry'
import type { FormStore } from './form-store'

/** Runs every field's rule in the browser; returns whether all passed. */
export function validateForm(args: { store: FormStore; fields: ClientField[]; labelOf: (field: ClientField) => string }): boolean {
  const { store, fields, labelOf } = args
  let isValid = true
  for (const field of fields) {
    if (field.admin.readOnly) continue
    const result = fieldRegistry[field.type].validate(store.getValue(field.name), field, labelOf(field))
    store.touch(field.name)
    store.setError(field.name, result === true ? undefined : result)
    if (result !== true) isValid = false
  }
  return isValid
}

/** Payload's ValidationError body: `errors[0].data.errors[]` with `{ path, message }`. */
export function serverFieldErrors(body: unknown): { path: string; message: string }[] {
  const errors = (body as { errors?: { data?: { errors?: unknown } }[] } | undefined)?.errors
  const list = errors?.[0]?.data?.errors
  if (!Array.isArray(list)) return []
  return list.filter((e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string')
}
