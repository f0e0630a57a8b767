/**
 * palette: keystroke to updated results in the command palette, at 10,000 posts (the drafts-list
 * database of bench/posts-db.ts, its own temp SQLite). In a signed-in browser on the dashboard, the
 * palette opens with Ctrl+K; then:
 *
 * - `localMs`: characters typed one by one (queries for places and commands: 'posts', 'new post',
 *   'dark theme', …); for each, from the keydown to the frame after the `input` event has been
 *   rendered (a task after the next animation frame, so the frame is painted): the local groups
 *   (fuzzy matching of every command) update in that render.
 * - `withServerMs`: a query typed quickly but for its last character, left to settle, then its last
 *   character; from that keydown to the status region saying 'Results: N' after it said
 *   'Searching documents…': the debounce (150 ms), the server's title search across the readable
 *   collections (10,000 posts with drafts, `like` on the title), and the render.
 */
import type { Browser, Page } from 'playwright-core'
import type { FolioEnvOptions } from './folio-process'
import { signIn } from './js-weight'
import { createPostsDatabase, type BenchDeps, type PostsShape } from './posts-db'
import { summarize, type LatencySummary } from './stats'

export const PALETTE_POSTS = 10_000
const SHAPE: PostsShape = { total: PALETTE_POSTS, draftEvery: 10 }
const LOCAL_QUERIES = ['posts', 'new post', 'dark theme', 'categories', 'account', 'log out']
const SERVER_SAMPLES = 30
/** The targets. */
const LOCAL_P95_TARGET_MS = 100
const SERVER_P95_TARGET_MS = 250

export interface PaletteBenchResult {
  posts: number
  localKeystrokes: number
  /** Keydown to the painted frame with the local groups updated. */
  localMs: LatencySummary
  /** Last keydown of a query to its documents shown (150 ms debounce + search + render). */
  withServerMs: LatencySummary
  localBudgetMet: boolean
  withServerBudgetMet: boolean
}

interface PaletteWindow {
  benchKeyAt?: number
  benchRenderedAt?: number
  benchSearchedAt?: number
  benchSawSearching?: boolean
}

/** Listeners in the page: the keydown's time, and the painted frame after its input event. */
async function instrument(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as PaletteWindow
    window.addEventListener(
      'keydown',
      () => {
        w.benchKeyAt = performance.now()
        w.benchRenderedAt = undefined
        w.benchSearchedAt = undefined
        w.benchSawSearching = false
      },
      { capture: true },
    )
    window.addEventListener('input', () => {
      requestAnimationFrame(() =>
        setTimeout(() => {
          w.benchRenderedAt = performance.now()
        }, 0),
      )
    })
    const status = document.querySelector('.palette__status')!
    new MutationObserver(() => {
      const text = status.textContent ?? ''
      if (text.startsWith('Searching')) w.benchSawSearching = true
      else if (w.benchSawSearching && text.startsWith('Results') && w.benchSearchedAt === undefined)
        w.benchSearchedAt = performance.now()
    }).observe(status, { subtree: true, childList: true, characterData: true })
  })
}

const readTimes = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as PaletteWindow
    return { key: w.benchKeyAt, rendered: w.benchRenderedAt, searched: w.benchSearchedAt }
  })

async function clearInput(page: Page) {
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
}

export async function measurePalette(
  browser: Browser,
  options: FolioEnvOptions,
  deps: BenchDeps,
): Promise<PaletteBenchResult> {
  const { started, stopped, log } = deps
  const { user, seedMs } = await createPostsDatabase(options, SHAPE, deps)
  log(`  seeded ${PALETTE_POSTS} posts (${seedMs} ms of SQL)`)
  const server = await started(options)
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' })
  try {
    await signIn(context, server.url, user)
    const page = await context.newPage()
    await page.goto(`${server.url}/admin`)
    await page.getByRole('button', { name: 'Search or run a command' }).waitFor()
    await page.keyboard.press('ControlOrMeta+k')
    const input = page.getByRole('combobox', { name: 'Search or type a command' })
    await input.waitFor()
    await page.getByRole('group', { name: 'Documents' }).waitFor()
    await instrument(page)

    const local: number[] = []
    for (const query of LOCAL_QUERIES) {
      await clearInput(page)
      for (const char of query) {
        await page.keyboard.type(char)
        await page.waitForFunction(
          () => (window as unknown as PaletteWindow).benchRenderedAt !== undefined,
        )
        const t = await readTimes(page)
        local.push(t.rendered! - t.key!)
        await page.waitForTimeout(30)
      }
    }
    const localMs = summarize(local)
    log(`  local groups: median ${localMs.median} ms, p95 ${localMs.p95} ms (target p95 < 100)`)

    const withServer: number[] = []
    for (let i = 0; i < SERVER_SAMPLES; i++) {
      const n = 1 + Math.floor(((i * 7919) % PALETTE_POSTS) * 0.999)
      const query = `bench post ${n}`
      await clearInput(page)
      await page.keyboard.type(query.slice(0, -1))
      // Settled: the prefix's documents are there.
      await page.waitForFunction(
        () => document.querySelector('.palette__status')?.textContent?.startsWith('Results'),
        undefined,
        { timeout: 15_000 },
      )
      await page.waitForTimeout(250)
      await page.keyboard.type(query.slice(-1))
      await page.waitForFunction(
        () => (window as unknown as PaletteWindow).benchSearchedAt !== undefined,
        undefined,
        { timeout: 15_000 },
      )
      const t = await readTimes(page)
      withServer.push(t.searched! - t.key!)
    }
    const withServerMs = summarize(withServer)
    log(
      `  with the server's search: median ${withServerMs.median} ms, p95 ${withServerMs.p95} ms (target p95 < 250, 150 of them the debounce)`,
    )
    return {
      posts: PALETTE_POSTS,
      localKeystrokes: local.length,
      localMs,
      withServerMs,
      localBudgetMet: localMs.p95 < LOCAL_P95_TARGET_MS,
      withServerBudgetMet: withServerMs.p95 < SERVER_P95_TARGET_MS,
    }
  } finally {
    await context.close()
    await stopped(server)
  }
}
