import type { CollectionConfig } from 'payload'

/** Payload's own collections (preferences, locks, migrations, jobs…) are never content to point at. */
export const isPayloadInternal = (slug: string): boolean => slug.startsWith('payload-')

/**
 * Content is what an editor writes and a reader is shown: not Payload's own collections, not an
 * auth collection (accounts), not one hidden from the admin (the outbox, locks).
 */
function isContent(collection: CollectionConfig): boolean {
  return !isPayloadInternal(collection.slug) && !collection.auth && !collection.admin?.hidden
}

/**
 * The collection with Payload's rich-text flags decided, as written in the config (Payload's
 * sanitizing turns a missing flag into true, so this runs before it): a flag the collection sets
 * wins, except on Payload's own collections; a missing one is true only for content.
 */
export function withRichTextFlags(collection: CollectionConfig): CollectionConfig {
  const admin = collection.admin ?? {}
  const flag = (own: boolean | undefined) =>
    isPayloadInternal(collection.slug) ? false : (own ?? isContent(collection))
  return {
    ...collection,
    admin: {
      ...admin,
      enableRichTextRelationship: flag(admin.enableRichTextRelationship),
      enableRichTextLink: flag(admin.enableRichTextLink),
    },
  }
}
