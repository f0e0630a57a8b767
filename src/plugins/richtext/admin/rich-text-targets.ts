import { useQuery } from '@tanstack/react-query'
import { accessQuery, can, useFullConfig } from '../../../admin/extend/data'
import type { ClientCollection } from '../../../shared/client-config'

export interface RichTextTargets {
  /** Collections a relationship may point to. */
  relationship: ClientCollection[]
  /** Collections an internal link may point to. */
  link: ClientCollection[]
  /** Upload collections an upload may embed. */
  upload: ClientCollection[]
}

/**
 * What rich text offers to point to, the one rule of every picker: the collections whose flag for
 * the kind is on (the server decides them: only content, never accounts, Payload's own or hidden
 * collections, unless one says otherwise) and that the user may read (the server refuses the
 * others); uploads only from upload collections.
 */
export function richTextTargets(
  collections: ClientCollection[],
  canRead: (slug: string) => boolean,
): RichTextTargets {
  const readable = collections.filter((collection) => canRead(collection.slug))
  const relationship = readable.filter((collection) => collection.admin.enableRichTextRelationship)
  return {
    relationship,
    link: readable.filter((collection) => collection.admin.enableRichTextLink),
    upload: relationship.filter((collection) => collection.isUpload),
  }
}

/** What this user may point to from rich text (see `richTextTargets`). */
export function useRichTextTargets(): RichTextTargets {
  const config = useFullConfig()
  const access = useQuery(accessQuery())
  return richTextTargets(config.collections, (slug) =>
    can(access.data?.collections?.[slug], 'read'),
  )
}
