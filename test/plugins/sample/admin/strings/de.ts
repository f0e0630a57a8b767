import type { stringsEn } from './en'

export const stringsDe: Record<keyof typeof stringsEn, string> = {
  aboutTitle: 'Über dieses Stück',
  aboutText: '„{{title}}“ hat {{count}} Wörter im Titel.',
  less: 'Eins weniger: {{label}}',
  more: 'Eins mehr: {{label}}',
  count: '{{count}} ×',
  statsTab: 'Statistik',
  statsTitle: 'Statistik',
  statsViews: '{{count}}-mal angesehen.',
  titleWords: 'Der Titel hat {{count}} Wörter.',
  signIn: 'Beispielschlüssel verwenden',
  signInPressed: 'Beispielanmeldung, dann zu {{redirect}}',
  devicesTitle: 'Beispielgeräte',
  devicesText: 'Als {{email}} auf diesem Gerät angemeldet.',
  secondStepTitle: 'Bestätigen Sie, dass Sie es sind',
  secondStepCode: 'Sechsstelliger Code',
  secondStepConfirm: 'Bestätigen',
}
