import path from 'node:path'
import { fileURLToPath } from 'node:url'
import config from './payload.config'
import { serveFolio } from '../server/serve'

// dist/server/start.js and src/folio/start.ts (npm run dev) both find the built admin in dist/admin.
const here = path.dirname(fileURLToPath(import.meta.url))
const adminDistDir = process.env.FOLIO_ADMIN_DIST ?? path.resolve(here, '../../dist/admin')

serveFolio(config, adminDistDir).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
