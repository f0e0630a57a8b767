import type { Field } from 'payload'
import { validationText, type Translate } from '../../../shared/validation-text'
import { builtInRule, type RawField, type RuleOptions } from './built-in-rules'

/** Auth collections' own fields stay with Payload's validators (lockout, username rules). */
const AUTH_FIELD_NAMES = new Set(['email', 'username', 'password'])

/** The field needs the server: its own validator or a unique value; the client config tells the admin. */
function markForServer(field: RawField): RawField {
  return {
    ...field,
    custom: { ...(field.custom as Record<string, unknown> | undefined), folioServerValidate: true },
  }
}

function withBuiltInRule(field: RawField): RawField {
  const rule = builtInRule(field)
  if (!rule) return field
  const validate = (value: unknown, options: RuleOptions) => {
    const result = rule(value, options)
    return result === true ? true : validationText(options.req.t as Translate, result)
  }
  return { ...field, validate }
}

function withOwnRules(field: RawField, isAuthTopLevel: boolean): RawField {
  if (typeof field.validate === 'function' || field.unique === true) return markForServer(field)
  if (field.virtual || (isAuthTopLevel && AUTH_FIELD_NAMES.has(String(field.name)))) return field
  return withBuiltInRule(field)
}

/**
 * Every field of a config, recursively (rows, collapsibles, groups, tabs, array rows, blocks),
 * with the shared rules as its `validate` where the field has none of its own, so a save checks
 * exactly what the admin checks, with the same messages. Never mutates: blocks are shared
 * between collections.
 */
export function withValidators(
  fields: Field[],
  options: { isAuth: boolean; isTopLevel?: boolean },
): Field[] {
  const isAuthTopLevel = options.isAuth && options.isTopLevel !== false
  const nested = (inner: Field[]) =>
    withValidators(inner, { isAuth: options.isAuth, isTopLevel: false })
  return fields.map((original): Field => {
    const field = original as unknown as RawField
    switch (field.type) {
      case 'row':
      case 'collapsible':
        return {
          ...field,
          fields: withValidators(field.fields as Field[], options),
        } as unknown as Field
      case 'group':
        // An unnamed group keeps its fields at this level, as Payload stores them.
        return {
          ...field,
          fields: field.name
            ? nested(field.fields as Field[])
            : withValidators(field.fields as Field[], options),
        } as unknown as Field
      case 'tabs':
        return {
          ...field,
          tabs: (field.tabs as { name?: string; fields: Field[] }[]).map((tab) => ({
            ...tab,
            fields: tab.name ? nested(tab.fields) : withValidators(tab.fields, options),
          })),
        } as unknown as Field
      case 'array':
        return withOwnRules(
          { ...field, fields: nested(field.fields as Field[]) },
          isAuthTopLevel,
        ) as unknown as Field
      case 'blocks':
        return withOwnRules(
          {
            ...field,
            blocks: (field.blocks as { fields: Field[] }[] | undefined)?.map((block) => ({
              ...block,
              fields: nested(block.fields),
            })),
          },
          isAuthTopLevel,
        ) as unknown as Field
      case 'relationship':
      case 'upload':
      case 'richText':
      case 'join':
      case 'ui':
        return typeof field.validate === 'function' || field.unique === true
          ? (markForServer(field) as unknown as Field)
          : original
      default:
        return 'name' in field
          ? (withOwnRules(field, isAuthTopLevel) as unknown as Field)
          : original
    }
  })
}
