/** The API view plugin's admin strings (English, the source of keys), `t('api-view:…')`. */
export const stringsEn = {
  apiUrl: 'API URL',
  copyUrl: 'Copy API URL',
  /** The JSON tree's accessible name. */
  result: 'API result',
  status: 'The server answered with status {{status}}.',
  /** SPEC's toasts, word for word. */
  errorParsing: 'Error parsing response',
  errorRequest: 'Error making request',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  keyCount_one: '{{count}} key',
  keyCount_other: '{{count}} keys',
  itemCount_one: '{{count}} item',
  itemCount_other: '{{count}} items',
  showAll: 'Show all ({{count}} characters)',
  showLess: 'Show less',
}

declare module '../../../../admin/extend' {
  interface StringPacks {
    'api-view': typeof stringsEn
  }
}
