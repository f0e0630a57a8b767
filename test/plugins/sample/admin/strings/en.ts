export const stringsEn = {
  aboutTitle: 'About this item',
  aboutText: '“{{title}}” has {{count}} words in its title.',
  less: 'One less: {{label}}',
  more: 'One more: {{label}}',
  count: '{{count}} ×',
  statsTab: 'Stats',
  statsTitle: 'Statistics',
  statsViews: 'Viewed {{count}} times.',
  titleWords: 'The title has {{count}} words.',
  titleWordsCell: '{{count}} words in this {{label}}’s title',
  signIn: 'Sign in with a sample key',
  signInPressed: 'Sample sign-in, then to {{redirect}}',
  devicesTitle: 'Sample devices',
  devicesText: 'Signed in as {{email}} on this device.',
  secondStepTitle: 'Confirm it is you',
  secondStepCode: 'Six-digit code',
  secondStepConfirm: 'Confirm',
  goalTitle: 'Word goal',
  goalMissing: '{{count}} of {{goal}} words: keep going.',
  goalReached: '{{count}} words: the goal of {{goal}} is reached.',
  countAction: 'Count words',
  countTitle: 'Words so far',
  countText: 'The title holds {{count}} words, unsaved changes included.',
  capitalizeAction: 'Title in capitals',
  capitalizeTitle: 'Write the title in capitals?',
  capitalizeText: 'The title in the form is replaced; nothing is saved until you save.',
  capitalizeConfirm: 'Capitalize',
  listNote: 'Every {{label}} item shows a part of the sample plugin.',
  navGroup: 'Sample',
  navReport: 'Sample report',
  reportTitle: 'Sample report',
  reportText: 'A screen of the sample plugin, reached from the navigation.',
} as const

declare module '../../../../../src/admin/extend' {
  interface StringPacks {
    sample: typeof stringsEn
  }
}
