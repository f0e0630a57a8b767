/** The versions plugin's admin strings (English, the source of keys), `t('versions:…')`. */
export const stringsEn = {
  createdOn: '{{kind}} created on {{date}}',
  rowAdded: 'Added',
  rowRemoved: 'Removed',
  rowMoved: 'Moved from {{from}}',
  blockTypeChanged: '{{before}} → {{after}}',
  notThisDocument: 'This version belongs to another document.',
  versionNotFound: 'This version does not exist (any more).',
  badCompare: 'The version to compare with in the address is not one of this document’s.',
  badLocales: 'The locales in the address are not valid; all are shown.',
  restoreMenu: 'More restore options',
  noDifferences: 'No differences between these versions.',
  restoreQuestion:
    '“{{title}}” will be restored to its version of {{date}}. This replaces the published version.',
  restoreQuestionNoDrafts:
    '“{{title}}” will be restored to its version of {{date}}. This replaces the current version.',
  restoreAsDraftQuestion:
    'The version of {{date}} becomes a draft of “{{title}}”; the published version stays as it is until you publish.',
  current: 'Current',
  savedBy: 'Saved by',
  myUnsavedNewDrafts: 'My unsaved new drafts',
  byAuthor: 'by {{name}}',
}

declare module '../../../../admin/extend' {
  interface StringPacks {
    versions: typeof stringsEn
  }
}
