/**
 * screenLoads: how long a person waits for a screen opened from the address bar, with an empty
 * browser cache (cold) and with the cache of an earlier visit (warm), and how many requests the
 * cold load makes and in how many serial steps.
 *
 * Each cold load is a new browser context (empty HTTP cache; signed in through the API when the
 * screen needs a session); its warm load is a new page of the same context afterwards. A script that
 * runs before the admin's own (`addInitScript`) notes `performance.now()` (which counts from the
 * navigation's start) when the screen's ready element is in the document, visible and usable (an
 * input that accepts typing (`:read-write`), a list row), at the frame that draws it.
 *
 * Serial steps: the navigation is step 1; a request that started after another one ended may have
 * waited for it, so its step is one more than the highest step among those that ended before it
 * started. It is the length of the longest chain of round trips one after another.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { signIn } from './js-weight'
import type { BenchUser } from './posts-db'
import { median, roundMs } from './stats'

export const SCREEN_LOAD_RUNS = 7

export interface ScreenSpec {
  name: string
  path: string
  signIn?: BenchUser
  /** The element a person waits for. */
  readySelector: string
  /** The element must accept typing (an input), not only be visible. */
  mustBeEditable: boolean
}

export interface ScreenLoadResult {
  path: string
  /** Navigation start to the ready element usable, empty cache. */
  coldMs: { median: number; samples: number[] }
  /** The same, a later visit in the same browser (cache filled, cookies kept). */
  warmMs: { median: number; samples: number[] }
  /** Requests of a cold load until the network is idle (the document included), median. */
  coldRequests: { median: number; samples: number[] }
  /** Requests of a warm load answered by the network (not the memory or disk cache), median. */
  warmNetworkRequests: { median: number; samples: number[] }
  /** Longest chain of requests one after another in a cold load (see the file's comment), median. */
  coldSerialSteps: { median: number; samples: number[] }
  /** The requests of the last cold load, in start order (path, start and end in ms). */
  lastColdRequests: { path: string; startMs: number; endMs: number; step: number }[]
}

/** The screens `npm run bench` opens: the login, a post's edit view and the posts list (drafts). */
export function benchScreens(postId: string | number, user: BenchUser): ScreenSpec[] {
  return [
    { name: 'login', path: '/admin/login', readySelector: '#login-email', mustBeEditable: true },
    {
      name: 'edit',
      path: `/admin/collections/posts/${postId}`,
      signIn: user,
      readySelector: '[data-field="title"] input',
      mustBeEditable: true,
    },
    {
      name: 'draftsList',
      path: '/admin/collections/posts',
      signIn: user,
      readySelector: 'table tbody tr',
      mustBeEditable: false,
    },
  ]
}

interface ReadyMark {
  readyMs?: number
}

/**
 * Runs in the page before its own scripts; keep it self-contained (it is serialized), with no named
 * inner functions (tsx would wrap them in a helper the page does not have).
 */
function watchReady(args: { selector: string; mustBeEditable: boolean }): void {
  const state: ReadyMark = {}
  ;(window as unknown as { __folioBenchReady: ReadyMark }).__folioBenchReady = state
  const observer = new MutationObserver(() => {
    if (state.readyMs !== undefined) return
    const element = document.querySelector(args.selector)
    if (!element || !element.checkVisibility()) return
    if (args.mustBeEditable && !element.matches(':read-write')) return
    observer.disconnect()
    // On the screen: the frame that draws it (none is drawn while a stylesheet of the page is
    // still loading, nor while a script runs).
    requestAnimationFrame(() => {
      state.readyMs = performance.now()
    })
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

interface LoadTiming {
  readyMs: number
  requests: { path: string; startMs: number; endMs: number; cached: boolean }[]
}

async function timedLoad(page: Page, baseURL: string, screen: ScreenSpec): Promise<LoadTiming> {
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
  return page.evaluate(() => {
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
}

function serialSteps(requests: LoadTiming['requests']): number[] {
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
  await context.addInitScript(watchReady, {
    selector: screen.readySelector,
    mustBeEditable: screen.mustBeEditable,
  })
  return context
}

export async function measureScreenLoad(
  browser: Browser,
  baseURL: string,
  screen: ScreenSpec,
  log: (m: string) => void,
): Promise<ScreenLoadResult> {
  const cold: number[] = []
  const warm: number[] = []
  const coldRequests: number[] = []
  const warmNetwork: number[] = []
  const coldSteps: number[] = []
  let lastCold: ScreenLoadResult['lastColdRequests'] = []
  for (let run = 1; run <= SCREEN_LOAD_RUNS; run++) {
    const context = await newContext(browser, baseURL, screen)
    try {
      const first = await context.newPage()
      const coldLoad = await timedLoad(first, baseURL, screen)
      await first.close()
      const second = await context.newPage()
      const warmLoad = await timedLoad(second, baseURL, screen)
      await second.close()
      const steps = serialSteps(coldLoad.requests)
      cold.push(roundMs(coldLoad.readyMs))
      warm.push(roundMs(warmLoad.readyMs))
      coldRequests.push(coldLoad.requests.length)
      warmNetwork.push(warmLoad.requests.filter((r) => !r.cached).length)
      coldSteps.push(Math.max(...steps))
      lastCold = coldLoad.requests
        .map((r, i) => ({
          path: r.path,
          startMs: roundMs(r.startMs),
          endMs: roundMs(r.endMs),
          step: steps[i] ?? 1,
        }))
        .sort((a, b) => a.startMs - b.startMs)
      log(
        `  ${screen.name} ${run}/${SCREEN_LOAD_RUNS}: cold ${cold.at(-1)} ms (${coldRequests.at(-1)} requests, ${coldSteps.at(-1)} steps), warm ${warm.at(-1)} ms (${warmNetwork.at(-1)} from the network)`,
      )
    } finally {
      await context.close()
    }
  }
  const summary = (samples: number[]) => ({ median: median(samples), samples })
  return {
    path: screen.path,
    coldMs: summary(cold),
    warmMs: summary(warm),
    coldRequests: summary(coldRequests),
    warmNetworkRequests: summary(warmNetwork),
    coldSerialSteps: summary(coldSteps),
    lastColdRequests: lastCold,
  }
}
