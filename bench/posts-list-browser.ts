/**
 * postsListBrowser: how long the list of a drafts-enabled collection takes to show its first rows in
 * a real browser at 10,000 posts (the draftsList database, bench/drafts-list.ts).
 *
 * One Chromium context signed in as the database's admin; each load opens a new page on
 * `/admin/collections/posts`. A script that runs before the admin's own (`addInitScript`) watches the
 * DOM with a MutationObserver and notes `performance.now()`, which counts from the navigation's
 * start, when the first `table tbody tr` is in the document and visible (the table renders rows only
 * once the documents have arrived; while loading it shows a spinner). It also notes when the frame
 * with that row has been painted (a message posted from the next requestAnimationFrame callback runs
 * after that frame's paint). From the page's resource timing, the list request's
 * `responseEnd - requestStart` is the server's share (loopback, so transfer is negligible).
 */
import type { Browser } from 'playwright-core'
import { signIn } from './js-weight'
import type { BenchUser } from './posts-db'
import { median, roundMs } from './stats'

const LOADS = 5
const ROUTE = '/admin/collections/posts'
const ROW_SELECTOR = 'table tbody tr'

export interface PostsListBrowserResult {
  docs: number
  route: string
  loads: number
  /** From navigation start until the first row is in the DOM and visible. */
  firstRowMs: { median: number; samples: number[] }
  /** From navigation start until the frame with the first row has been painted. */
  firstRowPaintedMs: { median: number; samples: number[] }
  listRequest: {
    /**
     * The admin's list request of the last load (path and query, decoded); when the page's HTML
     * answered it, the page, whose timing below is then the HTML's (the server read the list for it).
     */
    request: string
    /** Loads whose list was answered in the page (no /api/posts request). */
    answeredInPage: number
    /** `responseEnd - requestStart` of that request in the page's resource timing. */
    serverMs: { median: number; samples: number[] }
    /** `requestStart` of that request: when the admin got to ask for the documents. */
    requestStartMs: { median: number; samples: number[] }
  }
  note: string
}

interface PageTiming {
  firstRowMs?: number
  firstRowPaintedMs?: number
}

/** Runs in the page before its own scripts; keep it self-contained (it is serialized). */
function watchFirstRow(selector: string): void {
  const state: PageTiming = {}
  ;(window as unknown as { __folioBenchList: PageTiming }).__folioBenchList = state
  const observer = new MutationObserver(() => {
    if (state.firstRowMs !== undefined) return
    const row = document.querySelector(selector)
    if (!row || !row.checkVisibility()) return
    state.firstRowMs = performance.now()
    observer.disconnect()
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        state.firstRowPaintedMs = performance.now()
      }
      channel.port2.postMessage(null)
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

export async function measurePostsListBrowser(
  browser: Browser,
  baseURL: string,
  user: BenchUser,
  docs: number,
  log: (m: string) => void,
): Promise<PostsListBrowserResult> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' })
  try {
    await signIn(context, baseURL, user)
    await context.addInitScript(watchFirstRow, ROW_SELECTOR)
    const firstRow: number[] = []
    const painted: number[] = []
    const server: number[] = []
    const requestStart: number[] = []
    let request = ''
    let answeredInPage = 0
    for (let load = 1; load <= LOADS; load++) {
      const page = await context.newPage()
      try {
        const response = await page.goto(`${baseURL}${ROUTE}`, {
          waitUntil: 'commit',
          timeout: 30_000,
        })
        if (!response || response.status() !== 200)
          throw new Error(`${ROUTE} answered ${response?.status() ?? 'nothing'}`)
        await page.locator(ROW_SELECTOR).first().waitFor({ state: 'visible', timeout: 30_000 })
        await page.waitForFunction(
          () =>
            (window as unknown as { __folioBenchList?: PageTiming }).__folioBenchList
              ?.firstRowPaintedMs !== undefined,
          undefined,
          { timeout: 10_000 },
        )
        const finalPath = new URL(page.url()).pathname
        if (finalPath !== ROUTE)
          throw new Error(`postsListBrowser: expected to stay on ${ROUTE}, ended on ${finalPath}`)
        const measured = await page.evaluate(() => {
          const timing = (window as unknown as { __folioBenchList: PageTiming }).__folioBenchList
          const lists = performance
            .getEntriesByType('resource')
            .filter(
              (e): e is PerformanceResourceTiming =>
                e instanceof PerformanceResourceTiming && new URL(e.name).pathname === '/api/posts',
            )
            .map((e) => ({
              name: e.name,
              requestStart: e.requestStart,
              responseEnd: e.responseEnd,
            }))
          const navigation = performance.getEntriesByType('navigation')[0] as
            PerformanceNavigationTiming | undefined
          const page = navigation && {
            name: navigation.name,
            requestStart: navigation.requestStart,
            responseEnd: navigation.responseEnd,
          }
          return { ...timing, lists, page }
        })
        if (measured.lists.length > 1)
          throw new Error(
            `postsListBrowser: expected at most one /api/posts request, saw ${measured.lists.length}`,
          )
        // None: the page answered the list's first read (its HTML carries the first page).
        const isAnsweredInPage = measured.lists.length === 0
        if (isAnsweredInPage) answeredInPage++
        const list = measured.lists[0] ?? measured.page
        if (!list) throw new Error('postsListBrowser: no list request and no navigation timing')
        if (!isAnsweredInPage && !new URL(list.name).searchParams.has('draft'))
          throw new Error(`postsListBrowser: the list request ${list.name} does not ask for drafts`)
        if (measured.firstRowMs === undefined || measured.firstRowPaintedMs === undefined)
          throw new Error('postsListBrowser: the page noted no first row')
        firstRow.push(roundMs(measured.firstRowMs))
        painted.push(roundMs(measured.firstRowPaintedMs))
        server.push(roundMs(list.responseEnd - list.requestStart))
        requestStart.push(roundMs(list.requestStart))
        const url = new URL(list.name)
        request = isAnsweredInPage
          ? `answered in the page: ${url.pathname}`
          : decodeURIComponent(url.pathname + url.search)
        log(
          `  load ${load}/${LOADS}: first row ${firstRow.at(-1)} ms (painted ${painted.at(-1)} ms), list request ${server.at(-1)} ms`,
        )
      } finally {
        await page.close()
      }
    }
    return {
      docs,
      route: ROUTE,
      loads: LOADS,
      firstRowMs: { median: median(firstRow), samples: firstRow },
      firstRowPaintedMs: { median: median(painted), samples: painted },
      listRequest: {
        request,
        answeredInPage,
        serverMs: { median: median(server), samples: server },
        requestStartMs: { median: median(requestStart), samples: requestStart },
      },
      note: 'A new page per load in one signed-in context: the first load starts with an empty HTTP cache, later ones may take scripts from it.',
    }
  } finally {
    await context.close()
  }
}
