import type { FieldOption } from '../../../shared/client-config'

/** One option as the combobox lists it: the stored value and the label in the UI language. */
export interface SelectItem {
  id: string
  label: string
}

/**
 * The field's options in config order, with their labels; a stored value the options no longer
 * have is added as an item of its own, so it stays visible (and removable) rather than blank.
 */
export function selectItems(params: {
  options: FieldOption[] | undefined
  values: string[]
  labelOf: (option: FieldOption) => string
}): SelectItem[] {
  const items = (params.options ?? []).map((option) => ({
    id: option.value,
    label: params.labelOf(option),
  }))
  const unknown = params.values.filter((value) => !items.some((item) => item.id === value))
  return [...items, ...unknown.map((value) => ({ id: value, label: value }))]
}

/** A single select's value as the option value it is, or null. */
export function singleValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  return Array.isArray(value) ? singleValue(value[0]) : String(value)
}

/** A hasMany select's value as option values in the order they were chosen. */
export function manyValues(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((v) => v !== null && v !== undefined && v !== '').map(String)
  const single = singleValue(value)
  return single === null ? [] : [single]
}

/** The label of the item with this value; the value itself when no item has it. */
export function itemLabel(items: SelectItem[], value: string): string {
  return items.find((item) => item.id === value)?.label ?? value
}
