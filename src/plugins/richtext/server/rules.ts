import type { SanitizedConfig } from 'payload'
import type { RichTextRules } from '../shared'

/** Payload's own collections (preferences, locks, migrations…) are never content to point at. */
const INTERNAL_SLUG = /^payload-/

/**
 * The rules of the config: a node may point into a collection whose `admin.enableRichTextRelationship`
 * is not false, and an upload node only into an upload collection.
 */
export function richTextRules(config: SanitizedConfig, required: boolean): RichTextRules {
  return {
    required,
    canRelateTo: (relationTo, kind) => {
      if (INTERNAL_SLUG.test(relationTo)) return false
      const collection = config.collections.find((c) => c.slug === relationTo)
      if (!collection || collection.admin.enableRichTextRelationship === false) return false
      return kind !== 'upload' || Boolean(collection.upload)
    },
  }
}
