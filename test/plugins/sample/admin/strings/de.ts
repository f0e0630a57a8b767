import type { stringsEn } from './en'

export const stringsDe: Record<keyof typeof stringsEn, string> = {
  aboutTitle: 'Über dieses Stück',
  aboutText: '„{{title}}“ hat {{count}} Wörter im Titel.',
  less: 'Eins weniger: {{label}}',
  more: 'Eins mehr: {{label}}',
  count: '{{count}} ×',
}
