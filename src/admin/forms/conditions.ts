import type { ClientField } from '../../shared/client-config'
import type { ConditionFn } from '../../shared/conditions'
import { getPath } from '../../shared/object-path'
import type { FormStore } from './form-store'
import { nestValues } from './initial-values'

let registered: Readonly<Record<string, ConditionFn>> = {}

/**
 * The content model's conditions by name, given by the composition root (`app/plugins.ts`) before
 * the first render: core does not know the model.
 */
export function registerConditions(conditions: Readonly<Record<string, ConditionFn>>): void {
  registered = conditions
}

/** The whole document as the form has it, nested, computed once per change. */
function formData(store: FormStore, rootFields: ClientField[]): Record<string, unknown> {
  return store.derive('conditions:data', (values) =>
    nestValues(rootFields, values, { editableOnly: false }),
  )
}

/**
 * Whether a field with a condition shows: the registered condition of that name, given the whole
 * document and the field's siblings (the row or group it is in). An unknown name shows the field;
 * the server still decides on save.
 */
export function passesCondition(
  store: FormStore,
  rootFields: ClientField[],
  field: ClientField,
  path: string,
): boolean {
  if (!field.condition) return true
  const condition = registered[field.condition]
  if (!condition) return true
  const data = formData(store, rootFields)
  const parts = path.split('.')
  const sibling = parts.length > 1 ? getPath(data, parts.slice(0, -1).join('.')) : data
  try {
    return condition(data, (sibling ?? {}) as Record<string, unknown>, {
      path: parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    })
  } catch {
    return true
  }
}
