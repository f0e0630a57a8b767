import { paletteMessages } from '../../shared/messages'
import type { stringsEn } from './en'

/** Die Texte der Befehlspalette auf Deutsch (mit „du“). */
export const stringsDe: Record<keyof typeof stringsEn, string> = {
  ...paletteMessages.de,
  open: 'Suchen oder Befehl ausführen',
  title: 'Befehlspalette',
  inputLabel: 'Suche oder gib einen Befehl ein',
  placeholder: 'Tippe, um Seiten, Dokumente und Befehle zu finden …',
  results: 'Ergebnisse',
  groupRecent: 'Zuletzt verwendet',
  groupGoto: 'Gehe zu',
  groupDocuments: 'Dokumente',
  groupCreate: 'Erstellen',
  groupActions: 'Aktionen',
  nothingFound: 'Nichts gefunden für „{{query}}“.',
  resultCount: 'Ergebnisse: {{count}}',
  searching: 'Dokumente werden gesucht …',
  searchFailed: 'Die Dokumente konnten nicht durchsucht werden.',
  hint: 'Pfeiltasten bewegen, Eingabe führt aus, Tab springt zur nächsten Gruppe, Escape schließt.',
  themeLight: 'Zum hellen Design wechseln',
  themeDark: 'Zum dunklen Design wechseln',
  themeAuto: 'Dem Design des Systems folgen',
  switchLanguage: 'Sprache wechseln zu {{language}}',
  newDocument: 'Neu: {{label}}',
  documentIn: '{{collection}}',
}
