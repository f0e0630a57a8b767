/** The API view plugin's admin strings (English, the source of keys), `t('api-view:…')`. */
export const stringsEn = {
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  keyCountOne: '1 key',
  keyCount: '{{count}} keys',
  itemCountOne: '1 item',
  itemCount: '{{count}} items',
  showAll: 'Show all ({{count}} characters)',
  showLess: 'Show less',
}

declare module '../../../../admin/extend/types' {
  interface StringPacks {
    'api-view': typeof stringsEn
  }
}
