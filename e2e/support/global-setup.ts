import { execFileSync } from 'node:child_process'
import { startFolio } from '../../test/harness/server'

/**
 * One real server for the whole browser run, on a fresh SQLite database with no users; the outbox
 * keeps working links (support/outbox.ts follows them). It is the test build: Folio with the test
 * plugin of test/plugins, built first if missing or stale.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--with-test-build'], {
    stdio: 'inherit',
  })
  const folio = await startFolio({
    withTestPlugins: true,
    env: { FOLIO_OUTBOX_KEEP_LINKS: 'true' },
  })
  process.env.FOLIO_E2E_URL = folio.url
  return async () => {
    await folio.stop()
  }
}
