import type { CollectionConfig } from 'payload'

export const LOCKS_SLUG = 'payload-folio-locks'

/**
 * One row per locked document or global (`key` is unique, so two users can never both hold it).
 * Nobody reaches it over REST; the lock endpoints use the Local API with the signed-in user.
 */
export function locksCollection(userSlug: string): CollectionConfig {
  return {
    slug: LOCKS_SLUG,
    admin: { hidden: true },
    lockDocuments: false,
    access: { read: () => false, create: () => false, update: () => false, delete: () => false },
    fields: [
      { name: 'key', type: 'text', required: true, unique: true, index: true },
      { name: 'user', type: 'relationship', relationTo: userSlug, required: true },
    ],
  }
}
