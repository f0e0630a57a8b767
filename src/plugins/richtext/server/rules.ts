import type { SanitizedConfig } from 'payload'
import type { RelationKind, RichTextRules } from '../shared'
import { isPayloadInternal } from './content-collections'
import { relationKey, storedRelations } from './related-nodes'

/**
 * Whether rich text may point into a collection at all: one of the config's, not Payload's own,
 * and its flag for the kind not false (`admin.enableRichTextLink` for an internal link,
 * `admin.enableRichTextRelationship` otherwise; the plugin decides both, see
 * `withRichTextFlags`). Writes are refused and reads never populate outside these.
 */
export function allowsRichTextRelations(
  config: SanitizedConfig,
  relationTo: string,
  kind: RelationKind = 'relationship',
): boolean {
  if (isPayloadInternal(relationTo)) return false
  const admin = config.collections.find((c) => c.slug === relationTo)?.admin
  if (!admin) return false
  return kind === 'link'
    ? admin.enableRichTextLink !== false
    : admin.enableRichTextRelationship !== false
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
      (allowsRichTextRelations(config, relationTo, kind) &&
        (kind !== 'upload' ||
          Boolean(config.collections.find((c) => c.slug === relationTo)?.upload))),
  }
}
