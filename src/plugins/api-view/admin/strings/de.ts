import type { stringsEn } from './en'

export const stringsDe: Record<keyof typeof stringsEn, string> = {
  apiUrl: 'API-URL',
  copyUrl: 'API-URL kopieren',
  result: 'API-Ergebnis',
  status: 'Der Server hat mit Status {{status}} geantwortet.',
  errorParsing: 'Fehler beim Lesen der Antwort',
  errorRequest: 'Fehler bei der Anfrage',
  expandAll: 'Alle aufklappen',
  collapseAll: 'Alle zuklappen',
  keyCountOne: '1 Schlüssel',
  keyCount: '{{count}} Schlüssel',
  itemCountOne: '1 Eintrag',
  itemCount: '{{count}} Einträge',
  showAll: 'Alles zeigen ({{count}} Zeichen)',
  showLess: 'Weniger zeigen',
}
