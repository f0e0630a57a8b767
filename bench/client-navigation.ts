/**
 * clientNavigation: from one screen to the next inside the admin, without a page load. Each run is
 * a new browser context signed in through the API: the posts list opens from the address bar, and
 * once the admin has taken it over (below) and the network is idle, the first row's title link is
 * clicked (`listToEdit`: until the edit view's Title input accepts typing); once the network is
 * idle again, the breadcrumb link back to the list is clicked (`editToList`: until the first row's
 * link is visible). Each time is from the click event (a capture listener on `window`, the first
 * to hear it) to the `requestAnimationFrame` after the ready element is there: the frame that
 * draws it. The marks live in the page's `window`, so a full page load would lose them: a run that
 * finishes was a client navigation.
 *
 * Taken over: the server draws the list, and until React has hydrated it a click on a row's link
 * is the browser's own navigation. The list's controls sit in a fieldset that is `disabled` in the
 * server's HTML and enabled by the render after hydration (`OffUntilHydrated`), so the search box
 * accepting typing is the signal. React's root marker on `#root` is not: `hydrateRoot` sets it
 * before hydration has finished.
 */
import type { Browser, Page } from 'playwright-core'
import { signIn } from './js-weight'
import type { BenchUser } from './posts-db'
import { EDIT_READY, LIST_READY } from './screen-load'
import { median, roundMs } from './stats'

const LIST_PATH = '/admin/collections/posts'
const LIST_HYDRATED = '.list-view input[type="search"]:read-write'
const FIRST_ROW_LINK = LIST_READY
const BACK_TO_LIST = `nav.breadcrumbs a[href="${LIST_PATH}"]`

interface Summary {
  median: number
  samples: number[]
}

export interface ClientNavigationResult {
  runs: number
  /**
   * Click on the first row's title to the edit view's Title input accepting typing, the pointer
   * having rested on the link for `HOVER_BEFORE_CLICK_MS` first.
   */
  listToEdit: Summary
  /** The same, clicked with no rest on the link before. */
  listToEditAtOnce: Summary
  /** Click on the breadcrumb link to the list to its first row's link visible. */
  editToList: Summary
  /** Requests that started between the click and the ready frame (the page's resource timing). */
  requests: { listToEdit: Summary; editToList: Summary }
  /** Those of the last run's list → edit, in start order. */
  lastListToEditRequests: string[]
}

interface TimedClick {
  ms: number
  requests: string[]
}

interface NavMark {
  clickMs?: number
  readyMs?: number
}

/** Runs in the page (serialized): arms the marks for the next click. No named inner functions. */
function armNavigation(selector: string): void {
  const mark: NavMark = {}
  ;(window as unknown as { __folioBenchNav: NavMark }).__folioBenchNav = mark
  window.addEventListener(
    'click',
    () => {
      mark.clickMs = performance.now()
      const observer = new MutationObserver(() => {
        const element = document.querySelector(selector)
        if (!element || !element.checkVisibility()) return
        observer.disconnect()
        requestAnimationFrame(() => {
          mark.readyMs = performance.now()
        })
      })
      observer.observe(document, { childList: true, subtree: true, attributes: true })
    },
    { capture: true, once: true },
  )
}

/**
 * Until no request of the page has been in flight for `quietMs`. Playwright's `networkidle` is of
 * the page load only: it does not wait again after a client navigation.
 */
async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const started = () => {
    inFlight++
    lastChange = Date.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastChange = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    const deadline = Date.now() + timeoutMs
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error('the page did not settle')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/**
 * How long the pointer rests on the row's link before the click, as a person's does while it
 * comes to a stop and presses (the admin starts a link's screen after 60 ms of rest, its intent).
 */
export const HOVER_BEFORE_CLICK_MS = 150

async function timedClick(
  page: Page,
  linkSelector: string,
  readySelector: string,
  expectedPath: RegExp,
  options: { hoverMs?: number } = {},
): Promise<TimedClick> {
  const link = page.locator(linkSelector).first()
  if (options.hoverMs !== undefined) {
    await link.hover()
    await page.waitForTimeout(options.hoverMs)
  }
  await page.evaluate(armNavigation, readySelector)
  await link.click()
  const handle = await page.waitForFunction(
    () => {
      const mark = (window as unknown as { __folioBenchNav?: NavMark }).__folioBenchNav
      if (mark?.readyMs === undefined || mark.clickMs === undefined) return undefined
      const { clickMs, readyMs } = mark
      const requests = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= clickMs && e.startTime <= readyMs)
        .sort((a, b) => a.startTime - b.startTime)
        .map((e) => new URL(e.name).pathname)
      return { ms: readyMs - clickMs, requests }
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  )
  const result = (await handle.jsonValue()) as TimedClick
  const path = new URL(page.url()).pathname
  if (!expectedPath.test(path)) throw new Error(`client navigation ended on ${path}`)
  return { ms: roundMs(result.ms), requests: result.requests }
}

export async function measureClientNavigation(
  browser: Browser,
  baseURL: string,
  user: BenchUser,
  runs: number,
  log: (m: string) => void,
): Promise<ClientNavigationResult> {
  const listToEdit: TimedClick[] = []
  const listToEditAtOnce: TimedClick[] = []
  const editToList: TimedClick[] = []
  /** A new signed-in context on the list, taken over by the admin; `visit` runs on its page. */
  const onList = async (visit: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' })
    try {
      await signIn(context, baseURL, user)
      const page = await context.newPage()
      await page.goto(`${baseURL}${LIST_PATH}`, { waitUntil: 'commit', timeout: 30_000 })
      await page.locator(LIST_HYDRATED).waitFor({ state: 'visible', timeout: 30_000 })
      await page.waitForLoadState('networkidle', { timeout: 30_000 })
      await visit(page)
    } finally {
      await context.close()
    }
  }
  const toEdit = /^\/admin\/collections\/posts\/[^/]+$/
  for (let run = 1; run <= runs; run++) {
    await onList(async (page) => {
      listToEdit.push(
        await timedClick(page, FIRST_ROW_LINK, EDIT_READY, toEdit, {
          hoverMs: HOVER_BEFORE_CLICK_MS,
        }),
      )
      await networkQuiet(page)
      editToList.push(
        await timedClick(page, BACK_TO_LIST, LIST_READY, /^\/admin\/collections\/posts$/),
      )
    })
    // The same click with no rest before it (a pointer already on the link, a script).
    await onList(async (page) => {
      listToEditAtOnce.push(await timedClick(page, FIRST_ROW_LINK, EDIT_READY, toEdit))
    })
    log(
      `  client navigation ${run}/${runs}: list → edit ${listToEdit.at(-1)!.ms} ms (${listToEdit.at(-1)!.requests.length} requests; clicked at once ${listToEditAtOnce.at(-1)!.ms} ms), edit → list ${editToList.at(-1)!.ms} ms (${editToList.at(-1)!.requests.length} requests)`,
    )
  }
  const summary = (samples: number[]): Summary => ({ median: median(samples), samples })
  return {
    runs,
    listToEdit: summary(listToEdit.map((c) => c.ms)),
    listToEditAtOnce: summary(listToEditAtOnce.map((c) => c.ms)),
    editToList: summary(editToList.map((c) => c.ms)),
    requests: {
      listToEdit: summary(listToEdit.map((c) => c.requests.length)),
      editToList: summary(editToList.map((c) => c.requests.length)),
    },
    lastListToEditRequests: listToEdit.at(-1)?.requests ?? [],
  }
}
