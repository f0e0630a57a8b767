export const stringsEn = {
  aboutTitle: 'About this item',
  aboutText: '“{{title}}” has {{count}} words in its title.',
  less: 'One less: {{label}}',
  more: 'One more: {{label}}',
  count: '{{count}} ×',
} as const

declare module '../../../../../src/admin/extend/types' {
  interface StringPacks {
    sample: typeof stringsEn
  }
}
