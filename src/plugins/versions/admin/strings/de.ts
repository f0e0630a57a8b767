import type { stringsEn } from './en'

export const stringsDe: Record<keyof typeof stringsEn, string> = {
  createdOn: '{{kind}} erstellt am {{date}}',
  rowAdded: 'Hinzugefügt',
  rowRemoved: 'Entfernt',
  rowMoved: 'Verschoben von {{from}}',
  blockTypeChanged: '{{before}} → {{after}}',
  notThisDocument: 'Diese Version gehört zu einem anderen Dokument.',
  versionNotFound: 'Diese Version gibt es nicht (mehr).',
  badCompare: 'Die Vergleichsversion in der Adresse gehört nicht zu diesem Dokument.',
  badLocales: 'Die Sprachen in der Adresse sind ungültig; alle werden gezeigt.',
  restoreMenu: 'Weitere Optionen zum Wiederherstellen',
  noDifferences: 'Keine Unterschiede zwischen diesen Versionen.',
  restoreQuestion:
    '„{{title}}“ wird auf die Version vom {{date}} zurückgesetzt. Sie ersetzt die veröffentlichte Version.',
  restoreQuestionNoDrafts:
    '„{{title}}“ wird auf die Version vom {{date}} zurückgesetzt. Sie ersetzt die aktuelle Version.',
  restoreAsDraftQuestion:
    'Die Version vom {{date}} wird ein Entwurf von „{{title}}“; die veröffentlichte Version bleibt, bis Sie veröffentlichen.',
  current: 'Aktuell',
  savedBy: 'Gespeichert von',
  myUnsavedNewDrafts: 'Meine ungespeicherten neuen Entwürfe',
  byAuthor: 'von {{name}}',
}
