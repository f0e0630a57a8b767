export const paletteMessagesEn = {
  paletteQueryTooLong: 'The search is too long: at most {{max}} characters.',
} as const
