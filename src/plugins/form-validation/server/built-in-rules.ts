import type { PayloadRequest } from 'payload'
import type { FieldOption } from '../../../shared/client-config'
import {
  validateCheckbox,
  validateDate,
  validateEach,
  validateEmail,
  validateJson,
  validateNumber,
  validateOption,
  validatePoint,
  validateRows,
  validateText,
  type ValidationResult,
} from '../../../shared/validation'

/** A field as written in the config, before Payload sanitizes it. */
export type RawField = Record<string, unknown> & { type: string }

/** What Payload passes a validator that the built-in rules use. */
export interface RuleOptions {
  req: PayloadRequest
  /** Set by Payload when a JSON field's text does not parse. */
  jsonError?: unknown
}

export type Rule = (value: unknown, options: RuleOptions) => ValidationResult

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined)

function optionsOf(options: unknown): FieldOption[] {
  if (!Array.isArray(options)) return []
  return options.map((o: unknown) =>
    typeof o === 'string'
      ? { value: o, label: o }
      : { value: String((o as { value: unknown }).value), label: '' },
  )
}

/**
 * The shared rule (`src/shared/validation.ts`) the admin runs for a field of this type, or
 * undefined where Payload's own validator stays: relationship, upload, rich text, join, and the
 * options only Payload understands (select filterOptions, date timezones, JSON schemas, block
 * filterOptions).
 */
export function builtInRule(field: RawField): Rule | undefined {
  const rules = {
    required: field.required === true,
    minLength: numberOf(field.minLength),
    maxLength: numberOf(field.maxLength),
    min: numberOf(field.min),
    max: numberOf(field.max),
    minRows: numberOf(field.minRows),
    maxRows: numberOf(field.maxRows),
    options: optionsOf(field.options),
  }
  const isHasMany = field.hasMany === true
  switch (field.type) {
    case 'text':
      return (value) =>
        isHasMany
          ? validateEach(value, rules, (v) => validateText(v, { ...rules, required: false }))
          : validateText(value, rules)
    case 'textarea':
    case 'code':
      return (value) => validateText(value, rules)
    case 'email':
      return (value) => validateEmail(value, rules)
    case 'number':
      return (value, { req }) => {
        // Payload names the limit "value" in its messages; so does this rule on the server.
        const label = req.t('general:value')
        return isHasMany
          ? validateEach(value, rules, (v) =>
              validateNumber(v, { ...rules, required: false, label }),
            )
          : validateNumber(value, { ...rules, label })
      }
    case 'select':
    case 'radio':
      return field.filterOptions ? undefined : (value) => validateOption(value, rules)
    case 'date':
      return field.timezone ? undefined : (value) => validateDate(value, rules)
    case 'point':
      return (value) => validatePoint(value, rules)
    case 'json':
      return field.jsonSchema
        ? undefined
        : (value, { jsonError }) =>
            jsonError !== undefined
              ? { key: 'validation:invalidInput' }
              : validateJson(value, rules)
    case 'checkbox':
      return (value) => validateCheckbox(value, rules)
    case 'array':
      return (value) => validateRows(value, rules)
    case 'blocks':
      return field.filterOptions ? undefined : (value) => validateRows(value, rules)
    default:
      return undefined
  }
}
