import type { AdminPlugin } from '../../../../src/admin/extend'

/**
 * The test plugin (registered only in the test build): on showcase items a document panel, a
 * document view (Stats), a field kit (a stepper for a number) and a UI field with a list column
 * (title words); a sign-in method and a second sign-in step (a signed-out route); an account
 * section; and its own strings, `t('sample:…')`.
 */
export const sampleAdmin: AdminPlugin = {
  slug: 'sample',
  strings: {
    en: () => import('./strings/en').then((m) => m.stringsEn),
    de: () => import('./strings/de').then((m) => m.stringsDe),
  },
  routes: [{ path: 'sample-check', isSignedIn: false, load: () => import('./SecondStep') }],
  documentViews: [
    {
      path: 'stats',
      labelKey: 'sample:statsTab',
      when: ({ entity }) => entity.slug === 'showcase',
      load: () => import('./StatsView'),
    },
  ],
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
  uiFields: {
    'sample:titleWords': {
      form: () => import('./TitleWords'),
      cell: () => import('./TitleWordsCell'),
    },
  },
  signInMethods: [{ key: 'sample-key', load: () => import('./SampleSignIn') }],
  accountSections: [{ key: 'devices', load: () => import('./DevicesSection') }],
}
