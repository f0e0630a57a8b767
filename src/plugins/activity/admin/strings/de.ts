import type { stringsEn } from './en'

export const stringsDe: Record<keyof typeof stringsEn, string> = {
  myDrafts: 'Meine Entwürfe',
  myDraftsEmpty: 'Du hast keine unveröffentlichten Änderungen.',
  recentlyEdited: 'Zuletzt bearbeitet',
  recentlyEditedEmpty: 'Noch wurde nichts bearbeitet.',
  recentlyPublished: 'Zuletzt veröffentlicht',
  recentlyPublishedEmpty: 'Noch wurde nichts veröffentlicht.',
  contentAtAGlance: 'Inhalte auf einen Blick',
  countsEmpty: 'Es gibt keine Sammlungen, die du lesen kannst.',
  all: 'Alle',
  byWho: 'von {{who}}',
  countDrafts: 'Entwürfe in {{collection}}: {{count}}',
  countPublished: 'Veröffentlicht in {{collection}}: {{count}}',
  countAll: 'Alle {{collection}}: {{count}}',
}
