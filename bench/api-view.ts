/**
 * The API tab of a showcase item whose JSON field holds about 1 MB (the JSON tree's bench
 * document), opened from the address bar: the time from the answer's last byte to the tree's
 * rows in the page, and from navigation start. Each run in the same signed-in context (warm
 * cache), with every container open (the view's default).
 */
import type { Browser } from 'playwright-core'
import { buildJsonTreeBenchDocument } from '../src/plugins/api-view/admin/json-tree/bench-fixture'
import { signIn } from './js-weight'
import type { BenchUser } from './posts-db'
import { summarize, type LatencySummary } from './stats'

const RUNS = 7
/** Under the server's 1 MiB limit for a JSON body, with the rest of the item around it. */
const ROWS = 1900

export interface ApiViewResult {
  answerBytes: number
  /** The answer's last byte to the tree's first rows in the page. */
  renderAfterDataMs: LatencySummary
  /** Navigation start to the tree's first rows. */
  viewLoadMs: LatencySummary
  /** Tree rows in the DOM once drawn (the rest are windowed out). */
  rowsInDom: number
  /** 'Collapse all' then 'Expand all' clicked to the rows drawn again, in the page's own clock. */
  expandAllMs: LatencySummary
}

export async function measureApiView(
  browser: Browser,
  baseURL: string,
  admin: BenchUser,
  log: (m: string) => void,
): Promise<ApiViewResult> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' })
  try {
    await signIn(context, baseURL, admin)
    const created = await context.request.post(`${baseURL}/api/showcase?depth=0`, {
      data: { title: 'API view bench', settings: buildJsonTreeBenchDocument(ROWS) },
      headers: { Origin: baseURL },
      timeout: 60_000,
    })
    if (!created.ok()) throw new Error(`api view: ${created.status()} ${await created.text()}`)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const page = await context.newPage()
    const loads: number[] = []
    const renders: number[] = []
    const expands: number[] = []
    let answerBytes = 0
    let rowsInDom = 0
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${baseURL}/admin/collections/showcase/${doc.id}/api`)
      const drawn = await page.waitForFunction(
        (id) => {
          const rows = document.querySelectorAll('[role="tree"] [role="treeitem"]').length
          if (rows === 0) return false
          const answer = performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes(`/api/showcase/${id}?`)) as
            PerformanceResourceTiming | undefined
          if (!answer) return false
          return {
            at: performance.now(),
            dataAt: answer.responseEnd,
            bytes: answer.decodedBodySize,
            rows,
          }
        },
        doc.id,
        { timeout: 60_000, polling: 'raf' },
      )
      const m = (await drawn.jsonValue()) as {
        at: number
        dataAt: number
        bytes: number
        rows: number
      }
      loads.push(m.at)
      renders.push(m.at - m.dataAt)
      answerBytes = m.bytes
      rowsInDom = m.rows
      expands.push(
        await page.evaluate(async () => {
          // No named functions in here: the bench's loader would wrap them in a helper the page lacks.
          const buttons = [...document.querySelectorAll('button')]
          buttons.find((b) => b.textContent === 'Collapse all')!.click()
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
          const start = performance.now()
          buttons.find((b) => b.textContent === 'Expand all')!.click()
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
          return performance.now() - start
        }),
      )
    }
    const result = {
      answerBytes,
      renderAfterDataMs: summarize(renders),
      viewLoadMs: summarize(loads),
      rowsInDom,
      expandAllMs: summarize(expands),
    }
    log(
      `  ${Math.round(answerBytes / 1024)} KB answer: drawn ${result.renderAfterDataMs.median} ms (p95 ${result.renderAfterDataMs.p95}) after the data, view load median ${result.viewLoadMs.median} ms, ${rowsInDom} rows in the DOM, expand all ${result.expandAllMs.median} ms`,
    )
    return result
  } finally {
    await context.close()
  }
}
