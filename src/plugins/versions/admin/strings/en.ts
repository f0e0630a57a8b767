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
  unchangedFields: 'No field differs between these versions.',
}

declare module '../../../../admin/extend' {
  interface StringPacks {
    versions: typeof stringsEn
  }
}
