import { useQuery } from '@tanstack/react-query'
import { accessQuery, can, useFullConfig } from '../../../admin/extend/data'
import type { ClientCollection } from '../../../shared/client-config'

export interface RichTextTargets {
  /** Collections a relationship or an internal link may point to. */
  relationship: ClientCollection[]
  /** Upload collections an upload may embed. */
  upload: ClientCollection[]
}

/**
 * What this user may point to from rich text: the collections they can read that allow rich-text
 * relationships (the server refuses the others); uploads only from upload collections.
 */
export function useRichTextTargets(): RichTextTargets {
  const config = useFullConfig()
  const access = useQuery(accessQuery())
  const relationship = config.collections.filter(
    (collection) =>
      collection.admin.enableRichTextRelationship &&
      can(access.data?.collections?.[collection.slug], 'read'),
  )
  return { relationship, upload: relationship.filter((collection) => collection.isUpload) }
}
