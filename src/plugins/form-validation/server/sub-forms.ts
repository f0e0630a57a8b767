import type { Block, Field } from 'payload'
import { SUB_FORMS_KEY, type SubFormCheck } from '../../../shared/form-state'

type AnyField = Field & {
  name?: string
  fields?: Field[]
  tabs?: { name?: string; fields: Field[] }[]
  blocks?: Block[]
  custom?: Record<string, unknown>
}

/** The fields a name may be found among at this level: through rows, collapsibles and unnamed tabs. */
function named(fields: readonly Field[]): AnyField[] {
  return (fields as AnyField[]).flatMap((field): AnyField[] => {
    if (field.type === 'row' || field.type === 'collapsible') return named(field.fields ?? [])
    if (field.type === 'tabs')
      return (field.tabs ?? []).flatMap((tab: { name?: string; fields: Field[] }) =>
        tab.name ? [{ ...tab, type: 'group' } as AnyField] : named(tab.fields),
      )
    return field.name ? [field] : []
  })
}

/** The fields one level into a field: a group's or array's, or every block's (by field name). */
function inside(field: AnyField): Field[] {
  if (field.type === 'blocks') return (field.blocks ?? []).flatMap((block) => block.fields)
  return field.fields ?? []
}

/**
 * The check of the sub-form a schema path names (`content.link`, `layout.body.upload.media`): the
 * field found by its names, then the part it declares under `custom.folioSubForms`.
 */
export function subFormCheck(
  fields: readonly Field[],
  schemaPath: string,
): SubFormCheck | undefined {
  const segments = schemaPath.split('.')
  let level: readonly Field[] = fields
  for (let i = 0; i < segments.length; i++) {
    const field = named(level).find((f) => f.name === segments[i])
    if (!field) return undefined
    const subForms = field.custom?.[SUB_FORMS_KEY] as Record<string, SubFormCheck> | undefined
    const part = segments.slice(i + 1).join('.')
    if (subForms && part && typeof subForms[part] === 'function') return subForms[part]
    level = inside(field)
  }
  return undefined
}
