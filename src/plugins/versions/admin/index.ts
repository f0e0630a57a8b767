import type { AdminPlugin } from '../../../admin/extend'

/**
 * Versions of documents and globals: the versions tab lists them (status, autosave, locale), a
 * version shows the field-by-field diff against another one (each field kit's `Diff`), and may be
 * restored (or restored as a draft) by those who may update; only as a draft by those who may not
 * publish.
 */
export const versionsAdmin: AdminPlugin = {
  slug: 'versions',
  strings: {
    en: () => import('./strings/en').then((m) => m.stringsEn),
    de: () => import('./strings/de').then((m) => m.stringsDe),
  },
  documentViews: [
    {
      path: 'versions',
      labelKey: 'version:versions',
      when: ({ entity }) => entity.hasVersions,
      hasItems: true,
      load: () => import('./VersionsView'),
    },
  ],
}
