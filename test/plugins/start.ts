// The test build's server: Folio with the test plugin's server half (docs/ARCHITECTURE.md).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { folioConfig } from '../../src/folio/folio-config'
import { serveFolio } from '../../src/server/serve'
import { samplePlugin } from './sample/server'

const here = path.dirname(fileURLToPath(import.meta.url))

serveFolio(
  folioConfig({ extraPlugins: [samplePlugin()] }),
  process.env.FOLIO_ADMIN_DIST ?? path.resolve(here, '../admin'),
).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
