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

/**
 * Opens `path` as a link on another site would: the page's request says `Sec-Fetch-Site:
 * cross-site` (the browser's own header cannot be set, so the page is fetched with it and given
 * to the browser). Such a page reads the document's lock but does not take it.
 */
/** `path`: from the site's root, as `page.goto` takes it. */
export async function openFromAnotherSite(page: Page, path: string): Promise<void> {
  const isThePage = (url: URL) => url.pathname === path.split('?')[0]
  await page.route(isThePage, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch({
      headers: {
        ...route.request().headers(),
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
    })
    await route.fulfill({ response })
  })
  await page.goto(path)
  await page.unroute(isThePage)
}
