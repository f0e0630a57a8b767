/** The plugin's server messages (docs/behaviour.md §8), Folio keys `folio:…`; the admin's strings include them. */
export const paletteMessages = {
  en: {
    paletteQueryTooLong: 'The search is too long: at most {{max}} characters.',
  },
  de: {
    paletteQueryTooLong: 'Die Suche ist zu lang: höchstens {{max}} Zeichen.',
  },
} as const satisfies Record<'en' | 'de', Record<'paletteQueryTooLong', string>>
