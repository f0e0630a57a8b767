import type { ClientField } from '../../shared/client-config'
import { kitOf } from '../fields/registry'
import { passesCondition } from './conditions'
import type { FormStore } from './form-store'
import { walkFields } from './walk-fields'

/**
 * Runs every field's rule in the browser, rows of arrays and blocks included; returns whether all
 * passed. Fields hidden by their condition are skipped, as the server skips them.
 */
export function validateForm(args: {
  store: FormStore
  fields: ClientField[]
  labelOf: (field: ClientField) => string
}): boolean {
  const { store, fields, labelOf } = args
  let isValid = true
  walkFields(fields, store.getValues(), (field, path) => {
    const kit = kitOf(field)
    if (!passesCondition(store, fields, field, path)) {
      store.setError(path, undefined)
      return false
    }
    if (field.admin.readOnly || kit.hasNoValue) return false
    const result = kit.validate(store.getValue(path), field, labelOf(field))
    store.touch(path)
    store.setError(path, result === true ? undefined : result)
    if (result !== true) isValid = false
  })
  return isValid
}

/** Payload's ValidationError body: `errors[0].data.errors[]` with `{ path, message }`. */
export function serverFieldErrors(body: unknown): { path: string; message: string }[] {
  const errors = (body as { errors?: { data?: { errors?: unknown } }[] } | undefined)?.errors
  const list = errors?.[0]?.data?.errors
  if (!Array.isArray(list)) return []
  return list.filter(
    (e): e is { path: string; message: string } =>
      typeof e?.path === 'string' && typeof e?.message === 'string',
  )
}
