// Resolved by vite.config.ts: an empty list, or the test plugins in the test build.
declare module 'virtual:folio-extra-admin-plugins' {
  import type { AdminPlugin } from './host/types'
  export const extraAdminPlugins: readonly AdminPlugin[]
}
