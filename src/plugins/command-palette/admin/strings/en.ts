import type { paletteMessagesEn } from '../../shared/messages/en'

/** The command palette's admin strings (English, the source of keys), `t('command-palette:…')`. */
export const stringsEn = {
  open: 'Search or run a command',
  title: 'Command palette',
  inputLabel: 'Search or type a command',
  placeholder: 'Type to search pages, documents and commands…',
  results: 'Results',
  groupRecent: 'Recently used',
  groupGoto: 'Go to',
  groupDocuments: 'Documents',
  groupCreate: 'Create',
  groupActions: 'Actions',
  nothingFound: 'Nothing found for “{{query}}”.',
  resultCount: 'Results: {{count}}',
  searching: 'Searching documents…',
  searchFailed: 'The documents could not be searched.',
  hint: 'Arrow keys move, Enter runs, Tab goes to the next group, Escape closes.',
  themeLight: 'Switch to the light theme',
  themeDark: 'Switch to the dark theme',
  themeAuto: 'Follow the system’s theme',
  switchLanguage: 'Switch the language to {{language}}',
  newDocument: 'New {{label}}',
  documentIn: '{{collection}}',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    'command-palette': typeof stringsEn & typeof paletteMessagesEn
  }
}
