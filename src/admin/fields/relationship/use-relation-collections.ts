import type {
  ClientCollection,
  RelationshipField,
  UploadField,
} from '../../../shared/client-config'
import { useFullConfig } from '../../lib/client-config-context'
import { relationTargets } from './relation-value'

/** The collections a relationship or upload field may point to, as the client config describes them. */
export function useRelationCollections(
  field: Pick<RelationshipField | UploadField, 'relationTo'>,
): ClientCollection[] {
  const config = useFullConfig()
  return relationTargets(field)
    .map((slug) => config.collections.find((c) => c.slug === slug))
    .filter((c) => c !== undefined)
}
