import type { SanitizedConfig } from 'payload'
import type { RichTextRules } from '../shared'
import { relationKey, storedRelations } from './related-nodes'

/** Payload's own collections (preferences, locks, migrations…) are never content to point at. */
const INTERNAL_SLUG = /^payload-/

/**
 * Whether rich text may point into a collection at all: one of the config's, not Payload's own,
 * and its `admin.enableRichTextRelationship` is not false (Payload's option; users and the outbox
 * set it false). Writes are refused and reads never populate outside these.
 */
export function allowsRichTextRelations(config: SanitizedConfig, relationTo: string): boolean {
  if (INTERNAL_SLUG.test(relationTo)) return false
  const collection = config.collections.find((c) => c.slug === relationTo)
  return Boolean(collection) && collection!.admin.enableRichTextRelationship !== false
}

/**
 * The rules of the config: a node may point into a collection that allows rich-text relations,
 * and an upload node only into an upload collection. A relation the `stored` value (the
 * document the write starts from) holds already is kept without a check, so a document related
 * before a collection was closed (or past the validator) can still be saved; reads never embed it.
 */
export function richTextRules(
  config: SanitizedConfig,
  required: boolean,
  stored?: unknown,
): RichTextRules {
  const kept = storedRelations(stored)
  return {
    required,
    canRelateTo: (relationTo, kind, id) =>
      (id !== undefined && kept.has(relationKey({ relationTo, id }))) ||
      (allowsRichTextRelations(config, relationTo) &&
        (kind !== 'upload' ||
          Boolean(config.collections.find((c) => c.slug === relationTo)?.upload))),
  }
}
