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
  signIn: 'Sign in with a sample key',
  signInPressed: 'Sample sign-in, then to {{redirect}}',
  devicesTitle: 'Sample devices',
  devicesText: 'Signed in as {{email}} on this device.',
  secondStepTitle: 'Confirm it is you',
  secondStepCode: 'Six-digit code',
  secondStepConfirm: 'Confirm',
} as const

declare module '../../../../../src/admin/extend' {
  interface StringPacks {
    sample: typeof stringsEn
  }
}
