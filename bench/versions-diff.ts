/**
 * The versions view of a showcase item with 200 array rows and 50 blocks: two versions (labels,
 * headings and the order of blocks changed), the newer opened from the address bar against the
 * older, and the diff drawn again by 'Modified only' (no request: the time is React's and the
 * browser's). Each run in the same signed-in context (warm cache).
 */
import type { Browser, BrowserContext } from 'playwright-core'
import { signIn } from './js-weight'
import type { BenchUser } from './posts-db'
import { summarize, type LatencySummary } from './stats'

export const DIFF_ROWS = 200
export const DIFF_BLOCKS = 50
const RUNS = 7

export interface VersionsDiffResult {
  rows: number
  blocks: number
  /** Navigation start to the diff of every row and block in the page. */
  viewLoadMs: LatencySummary
  /** The two versions' answers received (the later one) to the diff of every row and block in the page. */
  renderAfterDataMs: LatencySummary
  /** 'Modified only' clicked to the diff drawn again (both ways), in the page's own clock. */
  redrawMs: LatencySummary
}

async function api(
  context: BrowserContext,
  baseURL: string,
  method: 'POST' | 'PATCH' | 'GET',
  path: string,
  data?: unknown,
) {
  const res = await context.request.fetch(`${baseURL}/api${path}`, {
    method,
    data,
    headers: { Origin: baseURL, Accept: 'application/json' },
    timeout: 60_000,
  })
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`)
  return (await res.json()) as Record<string, unknown>
}

async function twoVersions(context: BrowserContext, baseURL: string) {
  const links = Array.from({ length: DIFF_ROWS }, (_, i) => ({
    label: `Link ${i + 1}`,
    url: `https://example.com/${i + 1}`,
  }))
  const sections = Array.from({ length: DIFF_BLOCKS }, (_, i) =>
    i % 2
      ? { blockType: 'cta', text: `Call ${i + 1}` }
      : { blockType: 'hero', heading: `Section ${i + 1}` },
  )
  const created = (
    await api(context, baseURL, 'POST', '/showcase?depth=0', {
      title: 'Versions diff bench',
      links,
      sections,
    })
  ).doc as {
    id: number
    links: { id: string; label: string; url: string }[]
    sections: Record<string, unknown>[]
  }
  const changedLinks = created.links.map((row, i) =>
    i % 10 === 0 ? { ...row, label: `${row.label} changed` } : row,
  )
  const movedSections = [...created.sections]
  movedSections.push(movedSections.splice(3, 1)[0]!)
  const changedSections = movedSections.map((block, i) =>
    i % 5 === 0 && block.blockType === 'hero'
      ? { ...block, heading: `${String(block.heading)} (new)` }
      : block,
  )
  await api(context, baseURL, 'PATCH', `/showcase/${created.id}?depth=0`, {
    links: changedLinks,
    sections: changedSections,
  })
  const versions = (
    await api(
      context,
      baseURL,
      'GET',
      `/showcase/versions?where[parent][equals]=${created.id}&sort=-updatedAt&depth=0&limit=2`,
    )
  ).docs as { id: string }[]
  if (versions.length !== 2)
    throw new Error(`versions diff: expected 2 versions, found ${versions.length}`)
  return { id: created.id, newer: versions[0]!.id, older: versions[1]!.id }
}

export async function measureVersionsDiff(
  browser: Browser,
  baseURL: string,
  admin: BenchUser,
  log: (m: string) => void,
): Promise<VersionsDiffResult> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' })
  try {
    await signIn(context, baseURL, admin)
    const doc = await twoVersions(context, baseURL)
    const url = `${baseURL}/admin/collections/showcase/${doc.id}/versions/${doc.newer}?compareValue=${doc.older}`
    const page = await context.newPage()
    const loads: number[] = []
    const redraws: number[] = []
    const renders: number[] = []
    for (let run = 0; run < RUNS; run++) {
      await page.goto(url)
      // Every row's and block's collapser is there: the whole diff is drawn.
      const loaded = await page.waitForFunction(
        (expected) => {
          if (document.querySelectorAll('.diff-collapser').length < expected) return false
          const answers = performance
            .getEntriesByType('resource')
            .filter((e) => /\/api\/showcase\/versions\/[^/?]+/.test(e.name))
            .map((e) => (e as PerformanceResourceTiming).responseEnd)
          return { at: performance.now(), dataAt: Math.max(...answers) }
        },
        DIFF_ROWS + DIFF_BLOCKS,
        { timeout: 60_000, polling: 'raf' },
      )
      const { at, dataAt } = (await loaded.jsonValue()) as { at: number; dataAt: number }
      loads.push(at)
      renders.push(at - dataAt)
      for (const _ of [1, 2]) {
        const ms = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const root = document.querySelector('.version-view')!
              const box = document.querySelector<HTMLInputElement>(
                '.version-view__controls input[type="checkbox"]',
              )!
              const observer = new MutationObserver(() => {
                observer.disconnect()
                // the frame that shows the change
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
              })
              // 'Modified only' may redraw nodes or only set an attribute that hides them.
              observer.observe(root, { childList: true, subtree: true, attributes: true })
              const start = performance.now()
              box.click()
            }),
        )
        redraws.push(ms)
      }
    }
    const result = {
      rows: DIFF_ROWS,
      blocks: DIFF_BLOCKS,
      viewLoadMs: summarize(loads),
      renderAfterDataMs: summarize(renders),
      redrawMs: summarize(redraws),
    }
    log(
      `  view load median ${result.viewLoadMs.median} ms, drawn ${result.renderAfterDataMs.median} ms after the data, redraw median ${result.redrawMs.median} ms`,
    )
    return result
  } finally {
    await context.close()
  }
}
