import { startFolio } from '../../test/harness/server'

/** One real server for the whole browser run, on a fresh SQLite database with no users. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const folio = await startFolio()
  process.env.FOLIO_E2E_URL = folio.url
  return async () => {
    await folio.stop()
  }
}
