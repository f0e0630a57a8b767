import type { Config, Field } from 'payload'
import { isKnownFieldType } from '../../../shared/field-types'

const LAYOUT_TYPES = new Set(['row', 'collapsible', 'group', 'tabs'])

type Loose = { type: string; name?: string; fields?: Field[]; blocks?: unknown; tabs?: unknown }

/** The first field, at any depth, whose type the admin cannot render: its path and type. */
function firstUnknown(fields: Field[], prefix: string): { path: string; type: string } | undefined {
  for (const field of fields as unknown as Loose[]) {
    const path = field.name ? prefix + field.name : prefix.replace(/\.$/, '')
    if (!LAYOUT_TYPES.has(field.type) && !isKnownFieldType(field.type))
      return { path: path || '(unnamed)', type: field.type }
    const inner = field.name ? `${path}.` : prefix
    const found =
      (field.fields && firstUnknown(field.fields, inner)) ||
      (Array.isArray(field.tabs) &&
        (field.tabs as { name?: string; fields: Field[] }[])
          .map((tab) => firstUnknown(tab.fields, tab.name ? `${inner}${tab.name}.` : inner))
          .find(Boolean)) ||
      (Array.isArray(field.blocks) &&
        (field.blocks as { slug: string; fields: Field[] }[])
          .map((block) => firstUnknown(block.fields, `${inner}${block.slug}.`))
          .find(Boolean))
    if (found) return found
  }
  return undefined
}

/**
 * The client config would leave out a field of a type the admin has no input for, so the editor
 * would silently lose it: the server refuses to start instead, naming the collection or global,
 * the field's path (block slugs included) and its type.
 */
export function assertKnownFieldTypes(config: Pick<Config, 'collections' | 'globals'>): void {
  const entities = [
    ...(config.collections ?? []).map((c) => ({
      kind: 'collection',
      slug: c.slug,
      fields: c.fields,
    })),
    ...(config.globals ?? []).map((g) => ({ kind: 'global', slug: g.slug, fields: g.fields })),
  ]
  for (const { kind, slug, fields } of entities) {
    const unknown = firstUnknown(fields, '')
    if (unknown)
      throw new Error(
        `The ${kind} "${slug}" has the field "${unknown.path}" of type "${unknown.type}", which the admin cannot show. Use a supported type (src/shared/field-types.ts) or add the type to the admin.`,
      )
  }
}
