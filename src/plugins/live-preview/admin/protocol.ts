import type { ClientField } from '../../../admin/extend/forms'

/**
 * The window messages of Payload's live preview (`@payloadcms/live-preview` 3.90), as its front-end
 * clients expect them (docs/live-preview.md):
 * - the preview page says `{ type: 'payload-live-preview', ready: true }` to its parent or opener;
 * - the admin sends data messages (`type: 'payload-live-preview'`, the form's data, the locale,
 *   the collection or global, `externallyUpdatedRelationship`; `fieldSchemaJSON` on the first
 *   message to a window, for clients older than 3.55 that merge the data themselves);
 * - and `{ type: 'payload-document-event' }` after each save, on which a client refreshes.
 */
export const MESSAGE_TYPE = 'payload-live-preview'
export const DOCUMENT_EVENT_TYPE = 'payload-document-event'

export interface DataMessage {
  type: typeof MESSAGE_TYPE
  data: Record<string, unknown>
  locale: string | undefined
  collectionSlug?: string
  globalSlug?: string
  externallyUpdatedRelationship: null
  fieldSchemaJSON?: FieldSchema[]
}

/** A message is the preview page's ready, whatever else it carries; anything else is not. */
export function isReadyMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === MESSAGE_TYPE &&
    (data as { ready?: unknown }).ready === true
  )
}

/** The origin of a preview address (relative: this admin's); undefined when it is not a URL. */
export function originOf(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).origin
  } catch {
    return undefined
  }
}

/** A field as Payload's `fieldSchemaToJSON` described it to clients that merged data themselves. */
export interface FieldSchema {
  name: string
  type: string
  localized?: boolean
  hasMany?: boolean
  relationTo?: string | string[]
  fields?: FieldSchema[]
  blocks?: Record<string, { fields: FieldSchema[] }>
}

/** The client config's fields (flat by path: `meta.title`) as that schema, groups nested again. */
export function fieldSchemaJSON(fields: ClientField[]): FieldSchema[] {
  const top: FieldSchema[] = []
  const groups = new Map<string, FieldSchema>()
  const listAt = (path: string[]): FieldSchema[] => {
    if (path.length === 0) return top
    const key = path.join('.')
    let group = groups.get(key)
    if (!group) {
      group = { name: path[path.length - 1]!, type: 'group', fields: [] }
      groups.set(key, group)
      listAt(path.slice(0, -1)).push(group)
    }
    return group.fields!
  }
  for (const field of fields) listAt(field.name.split('.').slice(0, -1)).push(schemaOf(field))
  return top
}

function schemaOf(field: ClientField): FieldSchema {
  const schema: FieldSchema = { name: field.name.split('.').pop()!, type: field.type }
  if (field.localized) schema.localized = true
  if ('hasMany' in field && field.hasMany) schema.hasMany = true
  if ('relationTo' in field && field.relationTo) schema.relationTo = field.relationTo
  if ('fields' in field && Array.isArray(field.fields))
    schema.fields = (field.fields as ClientField[]).map(schemaOf)
  if ('blocks' in field && Array.isArray(field.blocks))
    schema.blocks = Object.fromEntries(
      (field.blocks as { slug: string; fields: ClientField[] }[]).map((block) => [
        block.slug,
        { fields: block.fields.map(schemaOf) },
      ]),
    )
  return schema
}
