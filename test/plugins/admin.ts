// The test build's extra admin plugins (vite.config.ts resolves `virtual:folio-extra-admin-plugins` here).
import { sampleAdmin } from './sample/admin'

export const extraAdminPlugins = [sampleAdmin]
