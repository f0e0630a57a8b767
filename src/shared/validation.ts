import type { FieldOption } from './client-config'

/** The rules each validator reads; any field (or a plain object in a form of its own) that has them. */
type RequiredRule = { required?: boolean }
type LengthRules = RequiredRule & { minLength?: number; maxLength?: number }
type RangeRules = RequiredRule & { min?: number; max?: number; label?: string }
type OptionRules = RequiredRule & { options?: readonly FieldOption[] }
type CountRules = RequiredRule & { minRows?: number; maxRows?: number }

/** `true`, or a translation key (Payload's `validation:*` keys) with its variables. */
export type ValidationResult =
  | true
  | {
      key: string
      vars?: Record<string, string | number>
      /** Variables that are translation keys themselves. */ varKeys?: Record<string, string>
    }

const EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

export function validateRequired(value: unknown, field: RequiredRule): ValidationResult {
  return field.required && isEmpty(value) ? { key: 'validation:required' } : true
}

export function validateText(value: unknown, field: LengthRules): ValidationResult {
  const required = validateRequired(value, field)
  if (required !== true || isEmpty(value)) return required
  const text = String(value)
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return { key: 'validation:shorterThanMax', vars: { maxLength: field.maxLength } }
  }
  if (field.minLength !== undefined && text.length < field.minLength) {
    return { key: 'validation:longerThanMin', vars: { minLength: field.minLength } }
  }
  return true
}

export function validateEmail(value: unknown, field: RequiredRule): ValidationResult {
  const required = validateRequired(value, field)
  if (required !== true || isEmpty(value)) return required
  return EMAIL.test(String(value)) ? true : { key: 'validation:emailAddress' }
}

export function validateNumber(value: unknown, field: RangeRules): ValidationResult {
  const required = validateRequired(value, field)
  if (required !== true || isEmpty(value)) return required
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return { key: 'validation:enterNumber' }
  const label = field.label ?? 'value'
  if (field.max !== undefined && n > field.max)
    return { key: 'validation:greaterThanMax', vars: { value: n, label, max: field.max } }
  if (field.min !== undefined && n < field.min)
    return { key: 'validation:lessThanMin', vars: { value: n, label, min: field.min } }
  return true
}

export function validateOption(value: unknown, field: OptionRules): ValidationResult {
  const required = validateRequired(value, field)
  if (required !== true || isEmpty(value)) return required
  const allowed = (field.options ?? []).map((o) => o.value)
  const values = Array.isArray(value) ? value : [value]
  if (!values.every((v) => allowed.includes(String(v))))
    return { key: 'validation:invalidSelection' }
  return new Set(values).size === values.length ? true : { key: 'validation:invalidSelections' }
}

export function validateDate(value: unknown, field: RequiredRule): ValidationResult {
  const required = validateRequired(value, field)
  if (required !== true || isEmpty(value)) return required
  return Number.isNaN(new Date(String(value)).getTime())
    ? { key: 'validation:notValidDate', vars: { value: String(value) } }
    : true
}

/** A checkbox holds true or false; a required one must be checked. */
export function validateCheckbox(value: unknown, field: RequiredRule): ValidationResult {
  if (value !== undefined && value !== null && typeof value !== 'boolean')
    return { key: 'validation:trueOrFalse' }
  return field.required && value !== true ? { key: 'validation:required' } : true
}

export function validateConfirmation(password: string, confirmation: string): ValidationResult {
  if (!confirmation) return { key: 'validation:required' }
  return password === confirmation ? true : { key: 'fields:passwordsDoNotMatch' }
}

/** A point is [longitude, latitude]. */
export function validatePoint(value: unknown, field: RequiredRule): ValidationResult {
  const isBlank =
    !Array.isArray(value) || value.every((v) => v === null || v === undefined || v === '')
  if (isBlank) return field.required ? { key: 'validation:required' } : true
  const [lng, lat] = (value as unknown[]).map((v) =>
    v === null || v === undefined || v === '' ? NaN : Number(v),
  )
  if (!Number.isFinite(lng) || !Number.isFinite(lat))
    return { key: 'validation:requiresTwoNumbers' }
  if (lng! < -180 || lng! > 180) return { key: 'validation:longitudeOutOfBounds' }
  if (lat! < -90 || lat! > 90) return { key: 'validation:latitudeOutOfBounds' }
  return true
}

/** JSON text that does not parse, kept as typed so the editor can show it and the error. */
export class InvalidJson {
  constructor(
    readonly text: string,
    readonly message: string,
  ) {}
}

export function validateJson(value: unknown, field: RequiredRule): ValidationResult {
  if (value instanceof InvalidJson)
    return { key: 'folio:invalidJson', vars: { message: value.message } }
  return validateRequired(value, field)
}

/** hasMany fields: required means at least one value, the count within minRows and maxRows, and every value must pass `validateOne`. */
export function validateEach(
  value: unknown,
  field: CountRules,
  validateOne: (v: unknown) => ValidationResult,
): ValidationResult {
  const values = Array.isArray(value) ? value : []
  if (values.length === 0) return field.required ? { key: 'validation:required' } : true
  const rows = validateRows(values, field)
  if (rows !== true) return rows
  for (const v of values) {
    const result = validateOne(v)
    if (result !== true) return result
  }
  return true
}

/** Arrays, blocks and hasMany relations, as Payload counts them: rows within minRows and maxRows, and at least one when required. */
export function validateRows(value: unknown, field: CountRules): ValidationResult {
  const count = Array.isArray(value) ? value.length : 0
  if (!field.required && count === 0) return true
  if (field.minRows && count < field.minRows)
    return {
      key: 'validation:requiresAtLeast',
      vars: { count: field.minRows },
      varKeys: { label: 'general:rows' },
    }
  if (field.maxRows && count > field.maxRows)
    return {
      key: 'validation:requiresNoMoreThan',
      vars: { count: field.maxRows },
      varKeys: { label: 'general:rows' },
    }
  if (field.required && count === 0)
    return {
      key: 'validation:requiresAtLeast',
      vars: { count: 1 },
      varKeys: { label: 'general:row' },
    }
  return true
}
