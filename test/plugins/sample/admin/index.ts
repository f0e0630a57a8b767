import type { AdminPlugin } from '../../../../src/admin/extend'

/**
 * The test plugin (registered only in the test build): on showcase items a document panel, a
 * document view (Stats), a field kit (a stepper for a number) and a UI field with a list column
 * (title words), a side panel beside the form (the title's word goal, from its typed settings),
 * a document action beside Save and one in the '…' menu, and a note above the list; a sign-in
 * method and a second sign-in step (a signed-out route); an account section; a navigation link
 * to a screen of its own; and its own strings, `t('sample:…')`.
 */
export const sampleAdmin: AdminPlugin = {
  slug: 'sample',
  strings: {
    en: () => import('./strings/en').then((m) => m.stringsEn),
    de: () => import('./strings/de').then((m) => m.stringsDe),
  },
  routes: [
    { path: 'sample-check', isSignedIn: false, load: () => import('./SecondStep') },
    { path: 'sample-report', isSignedIn: true, load: () => import('./ReportScreen') },
  ],
  navLinks: [
    {
      key: 'report',
      labelKey: 'sample:navReport',
      path: 'sample-report',
      groupLabelKey: 'sample:navGroup',
    },
  ],
  beforeList: [
    {
      key: 'note',
      when: ({ collection }) => collection.slug === 'showcase',
      load: () => import('./ListNote'),
    },
  ],
  documentActions: [
    {
      key: 'count',
      labelKey: 'sample:countAction',
      when: ({ entity }) => entity.slug === 'showcase',
      load: () => import('./CountWordsDialog'),
    },
    {
      key: 'capitalize',
      labelKey: 'sample:capitalizeAction',
      placement: 'menu',
      when: ({ entity, canSave }) => entity.slug === 'showcase' && canSave,
      load: () => import('./CapitalizeDialog'),
    },
  ],
  editorPanels: [
    {
      key: 'word-goal',
      when: ({ entity }) => entity.slug === 'showcase',
      load: () => import('./WordGoalPanel'),
    },
  ],
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
