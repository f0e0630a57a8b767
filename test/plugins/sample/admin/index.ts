import type { AdminPlugin } from '../../../../src/admin/extend'

/**
 * The test plugin (registered only in the test build): a document panel on showcase items, a
 * field kit (stars for a number), and its own strings, `t('sample:…')`.
 */
export const sampleAdmin: AdminPlugin = {
  slug: 'sample',
  strings: {
    en: () => import('./strings/en').then((m) => m.stringsEn),
    de: () => import('./strings/de').then((m) => m.stringsDe),
  },
  documentPanels: [
    {
      key: 'sample/about',
      when: ({ collection }) => collection.slug === 'showcase',
      load: () => import('./AboutPanel'),
    },
  ],
  fieldKits: {
    'sample:stepper': {
      input: () => import('./StepperInput'),
      cell: () => import('./StepperCell'),
    },
  },
}
