/**
 * One load of a screen opened from the address bar, with an empty browser cache (cold) and with the
 * cache of that visit (warm): how long a person waits until the screen is usable, and how many
 * requests the cold load makes and in how many serial steps. bench/screen-suite.ts runs them.
 *
 * The cold load is a new browser context (empty HTTP cache; signed in through the API when the
 * screen needs a session); the warm load is a new page of the same context afterwards, and the
 * hot one a third (by then Chromium also has the scripts' compiled code). A script that runs
 * before the page's own (`addInitScript`) notes `performance.now()` (which counts from the
 * navigation's start) at the frame that draws the screen's ready element: the first
 * `requestAnimationFrame` callback, once an element matches the ready selector, that finds it
 * visible. The selector says
 * what usable means (`:read-write` for an input that accepts typing, `:enabled` for a button that
 * works); no frame is drawn while a stylesheet of the page is loading or a script runs, so an
 * element the server drew counts only once it is on screen.
 *
 * Serial steps: the navigation is step 1; a request that started after another one ended may have
 * waited for it, so its step is one more than the highest step among those that ended before it
 * started. It is the length of the longest chain of round trips one after another.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { BENCH_FLOOR_PATH } from '../src/server/bench-floor'
import { signIn } from './js-weight'
import type { BenchUser } from './posts-db'
import { roundMs } from './stats'

export interface ScreenSpec {
  name: string
  path: string
  signIn?: BenchUser
  /** The element a person waits for, in the state that makes it usable (`:read-write`, `:enabled`). */
  readySelector: string
  /**
   * The server draws the screen usable before its code runs (a form that posts itself, links): it
   * is also loaded with its scripts refused (`withoutScripts`), which is what the page alone costs.
   */
  drawnByServer?: boolean
  /** Every script of the page refused by the browser (`Network.setBlockedURLs`). */
  withoutScripts?: boolean
}

/** The title input of the edit view, once it accepts typing. */
export const EDIT_READY = '[data-field="title"] input:read-write'
/** The link of the first row of a collection list. */
export const LIST_READY = '.list-view table tbody tr:first-child a.table__title-link'

/**
 * The machine's floor: a static page of the same server with one input, no script, no style
 * (served with `FOLIO_BENCH_FLOOR=1`, which `startServer` sets). What any page takes here.
 */
export const FLOOR_SCREEN: ScreenSpec = {
  name: 'floor',
  path: BENCH_FLOOR_PATH,
  readySelector: 'input:read-write',
}

/** The dashboard's counts widget, drawn with its rows (the widgets come with the page). */
export const DASHBOARD_READY = '.dashboard-widgets .count-table tbody tr'

/** The screens the bench opens: the login, the dashboard, the posts list (drafts) and a post's edit view. */
export function benchScreens(postId: string | number, user: BenchUser): ScreenSpec[] {
  return [
    {
      name: 'login',
      path: '/admin/login',
      // The server draws the form, which posts itself until the page's code takes it over.
      readySelector: 'form:has(#login-email) button[type="submit"]:enabled',
      drawnByServer: true,
    },
    {
      name: 'dashboard',
      path: '/admin',
      signIn: user,
      readySelector: DASHBOARD_READY,
      drawnByServer: true,
    },
    {
      name: 'draftsList',
      path: '/admin/collections/posts',
      signIn: user,
      readySelector: LIST_READY,
      drawnByServer: true,
    },
    {
      name: 'edit',
      path: `/admin/collections/posts/${postId}`,
      signIn: user,
      readySelector: EDIT_READY,
    },
  ]
}

export interface LoadedRequest {
  path: string
  startMs: number
  endMs: number
  cached: boolean
}

/** One cold and one warm load of a screen. */
export interface ScreenRun {
  coldMs: number
  warmMs: number
  /**
   * A third load in the same context: the browser now also has the scripts' compiled code
   * (Chromium keeps it for a script loaded from its cache a second time), as a person's daily
   * visits do. Reported beside warm; the budgets are on warm.
   */
  hotMs: number
  /** Requests of the cold load until the network is idle, the document included. */
  coldRequests: number
  /** Requests of the warm load answered by the network (not the memory or disk cache). */
  warmNetworkRequests: number
  /** Longest chain of requests one after another in the cold load (see the file's comment). */
  coldSerialSteps: number
  /** The cold load's requests in start order, with their steps. */
  coldRequestList: { path: string; startMs: number; endMs: number; step: number }[]
  /** Every script URL of the cold load (for its bytes on the wire). */
  coldScripts: string[]
}

interface ReadyMark {
  readyMs?: number
}

/**
 * Runs in the page before its own scripts; keep it self-contained (it is serialized), with no named
 * inner functions (tsx would wrap them in a helper the page does not have).
 */
function watchReady(selector: string): void {
  const state: ReadyMark = {}
  ;(window as unknown as { __folioBenchReady: ReadyMark }).__folioBenchReady = state
  // Visibility is asked in frame callbacks, before the frame computes the styles and the layout
  // it needs anyway: asked in the observer, it forced them on every change while the page was
  // parsed, work the page itself does not do (13 to 17 ms for the login, nothing for the floor).
  // The frame whose callback finds the element visible is the one that draws it.
  const frames: { ask?: () => void } = {}
  frames.ask = () => {
    const element = document.querySelector(selector)
    if (element && element.checkVisibility()) state.readyMs = performance.now()
    else requestAnimationFrame(frames.ask!)
  }
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return
    observer.disconnect()
    requestAnimationFrame(frames.ask!)
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

interface LoadTiming {
  readyMs: number
  requests: LoadedRequest[]
  scripts: string[]
}

async function timedLoad(page: Page, baseURL: string, screen: ScreenSpec): Promise<LoadTiming> {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url())
  })
  if (screen.withoutScripts) {
    // In the browser, not through Playwright's request interception (which would slow every request).
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setBlockedURLs', { urls: ['*.js'] })
  }
  const response = await page.goto(`${baseURL}${screen.path}`, {
    waitUntil: 'commit',
    timeout: 30_000,
  })
  if (!response || response.status() !== 200)
    throw new Error(`${screen.path} answered ${response?.status() ?? 'nothing'}`)
  await page.waitForFunction(
    () =>
      (window as unknown as { __folioBenchReady?: ReadyMark }).__folioBenchReady?.readyMs !==
      undefined,
    undefined,
    { timeout: 30_000, polling: 50 },
  )
  await page.waitForLoadState('networkidle', { timeout: 30_000 })
  const finalPath = new URL(page.url()).pathname
  if (finalPath !== screen.path)
    throw new Error(`${screen.name}: expected to stay on ${screen.path}, ended on ${finalPath}`)
  const timing = await page.evaluate(() => {
    const mark = (window as unknown as { __folioBenchReady: ReadyMark }).__folioBenchReady
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const resources = performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
    const entries = [nav, ...resources].map((e) => ({
      path: new URL(e.name).pathname,
      startMs: e.startTime,
      endMs: e.responseEnd,
      // A response from the HTTP cache transfers nothing (same-origin, so the size is exposed).
      cached: e.transferSize === 0 && e.decodedBodySize > 0,
    }))
    return { readyMs: mark.readyMs ?? Number.NaN, requests: entries }
  })
  return { ...timing, scripts: [...scripts] }
}

function serialSteps(requests: readonly LoadedRequest[]): number[] {
  const sorted = requests.map((r, index) => ({ ...r, index })).sort((a, b) => a.startMs - b.startMs)
  const steps = new Map<number, number>()
  for (const request of sorted) {
    let step = 1
    for (const earlier of sorted) {
      if (earlier === request) break
      if (earlier.endMs <= request.startMs)
        step = Math.max(step, (steps.get(earlier.index) ?? 1) + 1)
    }
    steps.set(request.index, step)
  }
  return requests.map((_, index) => steps.get(index) ?? 1)
}

async function newContext(browser: Browser, baseURL: string, screen: ScreenSpec) {
  const context: BrowserContext = await browser.newContext({
    locale: 'en-US',
    serviceWorkers: 'block',
  })
  if (screen.signIn) await signIn(context, baseURL, screen.signIn)
  await context.addInitScript(watchReady, screen.readySelector)
  return context
}

/** A cold load of the screen in a new browser context, then a warm and a hot one in new pages of it. */
export async function measureScreenRun(
  browser: Browser,
  baseURL: string,
  screen: ScreenSpec,
): Promise<ScreenRun> {
  const context = await newContext(browser, baseURL, screen)
  try {
    const first = await context.newPage()
    const cold = await timedLoad(first, baseURL, screen)
    await first.close()
    const second = await context.newPage()
    const warm = await timedLoad(second, baseURL, screen)
    await second.close()
    const third = await context.newPage()
    const hot = await timedLoad(third, baseURL, screen)
    await third.close()
    const steps = serialSteps(cold.requests)
    return {
      coldMs: roundMs(cold.readyMs),
      warmMs: roundMs(warm.readyMs),
      hotMs: roundMs(hot.readyMs),
      coldRequests: cold.requests.length,
      warmNetworkRequests: warm.requests.filter((r) => !r.cached).length,
      coldSerialSteps: Math.max(...steps),
      coldRequestList: cold.requests
        .map((r, i) => ({
          path: r.path,
          startMs: roundMs(r.startMs),
          endMs: roundMs(r.endMs),
          step: steps[i] ?? 1,
        }))
        .sort((a, b) => a.startMs - b.startMs),
      coldScripts: cold.scripts,
    }
  } finally {
    await context.close()
  }
}
