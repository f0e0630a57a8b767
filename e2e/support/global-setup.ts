import { startFolio } from '../../test/harness/server'

/** One real server for the whole browser run, on a fresh SQLite database with no users; the outbox keeps working links (support/outbox.ts follows them). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const folio = await startFolio({ env: { FOLIO_OUTBOX_KEEP_LINKS: 'true' } })
  process.env.FOLIO_E2E_URL = folio.url
  return async () => {
    await folio.stop()
  }
}
