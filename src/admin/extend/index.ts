// The admin extension API (docs/ARCHITECTURE.md): what a plugin's `admin/index.ts` declares.
// Its components import the kit modules next to this file: ui, i18n, data, forms.
export type * from './types'
