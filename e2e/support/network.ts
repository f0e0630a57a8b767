import type { Page } from '@playwright/test'

/**
 * Slows the page's uploads to `bytesPerSecond` (so a progress bar can be seen); returns what
 * lifts the limit again.
 */
export async function slowUploads(
  page: Page,
  bytesPerSecond: number,
): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const conditions = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    })
  await conditions(bytesPerSecond)
  return async () => {
    await conditions(-1)
  }
}
