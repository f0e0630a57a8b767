import type { ClientCollection } from '../../shared/client-config'

/**
 * A collection of the client config for a component test: no fields, drafts, versions or uploads
 * unless `overrides` give them (`admin` is merged, the rest replaced).
 */
export function testCollection(
  slug: string,
  overrides: Partial<Omit<ClientCollection, 'admin'>> & {
    admin?: Partial<ClientCollection['admin']>
  } = {},
): ClientCollection {
  const { admin, ...rest } = overrides
  return {
    slug,
    labels: { singular: slug, plural: slug },
    isAuth: false,
    isUpload: false,
    hasDrafts: false,
    hasVersions: false,
    hasLivePreview: false,
    hasTimestamps: true,
    fields: [],
    layout: [],
    ...rest,
    admin: {
      useAsTitle: 'title',
      defaultColumns: [],
      listSearchableFields: [],
      pageSizes: [10],
      defaultLimit: 10,
      enableRichTextRelationship: true,
      enableRichTextLink: true,
      ...admin,
    },
  }
}
