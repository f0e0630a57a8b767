import { useQuery } from '@tanstack/react-query'
import type { ClientCollection } from '../../../shared/client-config'
import type { Doc } from '../../data/documents'
import { relationDocQuery } from '../../data/relation-docs'
import { useT } from '../../i18n/I18nProvider'
import { useFullConfig } from '../../lib/client-config-context'
import { useLocaleParam } from '../../lib/use-locale-param'
import type { RelationRef } from './relation-value'

export interface RelationDocState {
  collection: ClientCollection | undefined
  doc: Doc | null | undefined
  /** The document's title, its id while loading or when it has none, or "untitled". */
  title: string
  isLoading: boolean
  /** Deleted, or not readable by this user. */
  isMissing: boolean
}

export function titleOf(
  doc: Record<string, unknown> | null | undefined,
  collection: ClientCollection | undefined,
  fallback: string,
): string {
  const value = collection && doc ? doc[collection.admin.useAsTitle] : undefined
  if (typeof value === 'string' && value.trim()) return value
  if (typeof value === 'number') return String(value)
  return fallback
}

/** A related document's title (or, for uploads, the whole document), batched and cached. */
export function useRelationDoc(
  ref: RelationRef,
  options: { isFullDoc?: boolean } = {},
): RelationDocState {
  const t = useT()
  const config = useFullConfig()
  const { locale } = useLocaleParam()
  const collection = config.collections.find((c) => c.slug === ref.relationTo)
  const query = useQuery({
    ...relationDocQuery({
      slug: ref.relationTo,
      id: ref.id,
      titleField: options.isFullDoc ? undefined : collection?.admin.useAsTitle,
      locale,
      isDraft: Boolean(collection?.hasDrafts),
    }),
    enabled: Boolean(collection),
  })
  const doc = query.data
  const fallback = doc ? t('general:untitled') : String(ref.id)
  return {
    collection,
    doc,
    title: titleOf(doc, collection, fallback),
    isLoading: query.isPending && Boolean(collection),
    isMissing: doc === null,
  }
}
