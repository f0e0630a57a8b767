import type { FlattenedField, SanitizedConfig } from 'payload'

/** The fields a filter is read against: a collection's, a collection's or global's versions', or none known. */
export interface FieldScope {
  config: SanitizedConfig
  fields: FlattenedField[] | undefined
}

const fieldsOfCollection = (config: SanitizedConfig, slug: unknown) =>
  config.collections.find((collection) => collection.slug === slug)?.flattenedFields

/** The fields of the documents a relationship, upload or join field leads to (one collection only). */
export function relatedFields(
  config: SanitizedConfig,
  field: FlattenedField,
): FlattenedField[] | undefined {
  if (field.type === 'join') return fieldsOfCollection(config, field.collection)
  if (field.type === 'relationship' || field.type === 'upload')
    return fieldsOfCollection(config, field.relationTo)
  return undefined
}

function childFields(config: SanitizedConfig, field: FlattenedField) {
  if (field.type === 'blocks') {
    const blocks = (field.blockReferences ?? field.blocks).map((block) =>
      typeof block === 'string' ? config.blocks?.find((b) => b.slug === block) : block,
    )
    return blocks.flatMap((block) => block?.flattenedFields ?? [])
  }
  if ('flattenedFields' in field) return field.flattenedFields
  return relatedFields(config, field)
}

/**
 * The field a filter's dotted path ends on (`title`, `title.de`, `seo.title`, `author.name`,
 * `version.title`), followed through groups, tabs, arrays, blocks and relationships as Payload
 * follows them; undefined when the path does not end on a field found this way.
 */
export function fieldAtPath(scope: FieldScope, path: string): FlattenedField | undefined {
  const locales = scope.config.localization ? scope.config.localization.localeCodes : []
  let field: FlattenedField | undefined
  for (const segment of path.split('.')) {
    if (field && locales.includes(segment)) continue
    const fields = field ? childFields(scope.config, field) : scope.fields
    field = fields?.find((candidate) => candidate.name === segment)
    if (!field) return undefined
    // The rest of the path is inside the field's value.
    if (field.type === 'json' || field.type === 'richText') return field
  }
  return field
}
