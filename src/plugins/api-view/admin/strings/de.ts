import type { stringsEn } from './en'

export const stringsDe: Record<keyof typeof stringsEn, string> = {
  expandAll: 'Alle aufklappen',
  collapseAll: 'Alle zuklappen',
  keyCountOne: '1 Schlüssel',
  keyCount: '{{count}} Schlüssel',
  itemCountOne: '1 Eintrag',
  itemCount: '{{count}} Einträge',
  showAll: 'Alles zeigen ({{count}} Zeichen)',
  showLess: 'Weniger zeigen',
}
