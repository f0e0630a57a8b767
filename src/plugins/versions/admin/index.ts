import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { AUTOSAVE_ONLY_FIELD, CREATED_BY_FIELD } from '../shared'

/**
 * Versions of documents and globals: the versions tab lists them (status, autosave, locale), a
 * version shows the field-by-field diff against another one (each field kit's `Diff`), and may be
 * restored (or restored as a draft) by those who may update; only as a draft by those who may not
 * publish. A collection with autosave lists 'My unsaved new drafts': the signed-in user's new
 * documents that only autosave has saved (tries typed into and left), for clean-up.
 */
export const versionsAdmin: AdminPlugin = {
  slug: 'versions',
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  documentViews: [
    {
      path: 'versions',
      labelKey: 'version:versions',
      when: ({ entity }) => entity.hasVersions,
      hasItems: true,
      load: () => import('./VersionsView'),
    },
  ],
  listFilters: [
    {
      key: 'myNewDrafts',
      labelKey: 'versions:myUnsavedNewDrafts',
      when: ({ collection }) => collection.fields.some((f) => f.name === AUTOSAVE_ONLY_FIELD),
      where: ({ user }) => ({
        and: [
          { [CREATED_BY_FIELD]: { equals: user.id } },
          { [AUTOSAVE_ONLY_FIELD]: { equals: true } },
        ],
      }),
    },
  ],
}
