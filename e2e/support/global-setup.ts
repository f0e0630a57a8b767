import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
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
    // Every browser test signs in from 127.0.0.1, and some fail on purpose: the per-address
    // slowing (up to 4 s a sign-in) would pile up across the run. The throttle has its own
    // integration tests (throttle, rate-limit).
    env: {
      FOLIO_OUTBOX_KEEP_LINKS: 'true',
      // The live-preview pane may frame this origin (nothing listens there: a page that fails to load).
      FOLIO_PREVIEW_ORIGINS: 'http://127.0.0.1:9',
      FOLIO_LOGIN_DELAY_MS: '0',
      FOLIO_LOGIN_ADDRESS_LIMIT: '1000',
    },
  })
  process.env.FOLIO_E2E_URL = folio.url
  return async () => {
    await folio.stop()
    // scripts/test.mjs shows its end when a browser test failed.
    writeFileSync('.tmp/e2e-server.log', folio.logs())
  }
}
