/**
 * typing: keystroke-to-paint latency in the edit form, and the requests typing causes.
 *
 * In headless Chromium, signed in as admin, an existing document opens in the edit view; the target
 * input gets the focus, the caret goes to the end, and `page.keyboard.type` types 50 characters with
 * a 30 ms delay. In the page, per printable keydown (capture listener on window):
 *
 * - `handlerMs`: keydown until the `input` event reaches window (bubble phase, after React's root
 *   listener has rendered the new value): the main-thread work of one keystroke;
 * - `keyToPaintMs`: keydown until the frame that shows the new value has been painted (a message
 *   posted from the first requestAnimationFrame callback after the input event runs after that
 *   frame's paint);
 * - `keyToNextFrameMs`: keydown until the second requestAnimationFrame callback after the input event
 *   (double rAF), the start of the frame after the one that painted the change. This is the
 *   measurement the budget (p95 < 16 ms) was written for, but it contains one whole frame interval
 *   (16.7 ms at 60 Hz) by construction, plus the wait for the first frame: even a keystroke that
 *   costs nothing lands between 16.7 and 33 ms, so its p95 cannot be under 16 ms;
 * - `workMs`: `handlerMs` plus the rendering of the frame that paints the change (first rAF callback
 *   until after its paint): the time the main thread spends on the keystroke, without the wait for
 *   the next frame. `workBudgetMet` (its p95 < 16 ms) says whether a keystroke fits in one frame.
 *
 * All times are `performance.now()`. Every request the page sends from the first to the last
 * keystroke is counted (autosave, document lock, other); for a document with autosave the counting
 * goes on until the autosave after the last keystroke has been sent.
 *
 * Done three times, with the same code for each (a target input and its value before typing):
 * - `pages`: the Title of a page (drafts without autosave; no request may be sent);
 * - `posts`: the Title of a post (autosave every 2 s; the autosaves are counted and their spacing
 *   checked);
 * - `showcase200`: the Label of row 100 (`Link 100`) of a showcase document with 200 `links` rows
 *   (the scenario; no drafts, no request may be sent). Here `openMs` also notes, once, how
 *   long the edit view took from the navigation's start until the 200th row was in the document
 *   (`openPaintedMs`: until the frame with it was painted), from a MutationObserver that a script
 *   added before the admin's own runs.
 */
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core'
import { signIn } from './js-weight'
import type { BenchUser } from './posts-db'
import { RICH_TEXT_LAST, RICH_TEXT_WORDS } from './rich-text-doc'
import { summarize, roundMs, type LatencySummary } from './stats'

const TYPED = ' was typed here by the Folio bench, key after key.'
const DELAY_MS = 30
const BUDGET_MS = 16
const AUTOSAVE_INTERVAL_MS = 2000
/** The showcase scenario: rows in its `links` array, and the row typed into (numbered from 1). */
export const SHOWCASE_ROWS = 200
const SHOWCASE_ROW = 100

export interface TypingRequests {
  total: number
  autosave: number
  lock: number
  other: string[]
}

export interface TypingDocResult {
  collection: string
  id: string
  keystrokes: number
  typingMs: number
  handlerMs: LatencySummary
  keyToPaintMs: LatencySummary
  keyToNextFrameMs: LatencySummary
  workMs: LatencySummary
  /** Frame interval the page saw (median distance of the two rAF callbacks). */
  frameIntervalMs: number
  /** `keyToNextFrameMs.p95 < 16` (double rAF, as the budget was written; see the file comment). */
  budgetMet: boolean
  /** `workMs.p95 < 16`: the keystroke's own work fits in one frame. */
  workBudgetMet: boolean
  requestsWhileTyping: TypingRequests
}

export interface TypingResult {
  note: string
  characters: number
  delayMs: number
  budget: string
  pages: TypingDocResult & { noRequestsWhileTyping: boolean }
  posts: TypingDocResult & {
    autosave: {
      intervalMs: number
      /** Autosaves sent from the first to the last keystroke. */
      whileTyping: number
      /** Autosaves sent from the first keystroke until the one after the last keystroke (or a timeout). */
      untilSaved: number
      /** Smallest distance between two autosave requests, in ms (null with fewer than two). */
      minGapMs: number | null
      /** More than one, and never two closer than the interval (less 10 % for timer jitter). */
      atMostOneEvery2s: boolean
    }
  }
  showcase200: TypingDocResult & {
    rows: number
    /** The row typed into (numbered from 1) and the path of its input in the form. */
    row: number
    field: string
    /** Navigation start until the last row is in the document, once (information, no budget). */
    openMs: number
    /** Navigation start until the frame with the last row has been painted. */
    openPaintedMs: number
    noRequestsWhileTyping: boolean
  }
  /** The end of the Content (rich text) of a showcase document holding 5,000 words with lists and links. */
  richText5000: TypingDocResult & { words: number; noRequestsWhileTyping: boolean }
}

interface KeySample {
  down: number
  input?: number
  /** `input` is the DOM change, not (yet) the input event. */
  isChange?: boolean
  frame?: number
  painted?: number
  nextFrame?: number
}

/** Runs in the page (serialized): records one sample per printable keydown. */
function installRecorder(): void {
  const samples: KeySample[] = []
  ;(window as unknown as { __folioTyping: KeySample[] }).__folioTyping = samples
  let current: KeySample | undefined
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key.length !== 1) return
      current = { down: performance.now() }
      samples.push(current)
    },
    true,
  )
  // A rich-text editor applies some keys itself (no input event): its new text is the change. For
  // a key the browser types itself, the change comes first (the observer runs as soon as the input
  // event's first listener, React's capture one, returns: before the editor has rendered), and the
  // input event reaching window after React's root listener replaces its time.
  new MutationObserver(() => window.dispatchEvent(new Event('folio-bench-change'))).observe(
    document.body,
    { characterData: true, childList: true, subtree: true },
  )
  for (const type of ['input', 'folio-bench-change'])
    window.addEventListener(type, (event) => {
      const sample = current
      const isChange = event.type !== 'input'
      if (!sample || (sample.input !== undefined && (isChange || !sample.isChange))) return
      const hasFrames = sample.input !== undefined
      sample.input = performance.now()
      sample.isChange = isChange
      if (hasFrames) return
      requestAnimationFrame(() => {
        sample.frame = performance.now()
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          sample.painted = performance.now()
        }
        channel.port2.postMessage(null)
        requestAnimationFrame(() => {
          sample.nextFrame = performance.now()
        })
      })
    })
}

const isAutosave = (r: Request) =>
  r.method() === 'PATCH' && new URL(r.url()).searchParams.get('autosave') === 'true'
const isLock = (r: Request) => new URL(r.url()).pathname.startsWith('/api/folio/locks')

/** Runs in the page before its own scripts (serialized): notes when `selector` is first in the document. */
function watchOpen(selector: string): void {
  const state: OpenTiming = {}
  ;(window as unknown as { __folioOpen: OpenTiming }).__folioOpen = state
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return
    state.openMs = performance.now()
    observer.disconnect()
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        state.openPaintedMs = performance.now()
      }
      channel.port2.postMessage(null)
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

interface OpenTiming {
  openMs?: number
  openPaintedMs?: number
}

/** One scenario: the document to open, and the input to type into with the value it shows before. */
interface TypingTarget {
  collection: 'pages' | 'posts' | 'showcase'
  id: string
  /** What the log and the errors call it. */
  name: string
  input: (page: Page) => Locator
  value: string
  /** Whether the document autosaves: then counting goes on until the autosave after the last keystroke. */
  autosave: boolean
  /** When set: a CSS selector that is in the document once the edit view has fully rendered (timed as `openMs`). */
  openedWhen?: string
  /** Checked after opening, before typing. */
  check?: (page: Page) => Promise<void>
  /** A rich-text editor: its text is read from the page, the caret goes to the end of the text. */
  isRichText?: true
}

async function typeInto(
  context: BrowserContext,
  baseURL: string,
  target: TypingTarget,
  log: (m: string) => void,
) {
  const { name } = target
  const page = await context.newPage()
  try {
    if (target.openedWhen) await page.addInitScript(watchOpen, target.openedWhen)
    await page.goto(`${baseURL}/admin/collections/${target.collection}/${target.id}`, {
      waitUntil: 'networkidle',
      timeout: 60_000,
    })
    let open: Required<OpenTiming> | undefined
    if (target.openedWhen) {
      await page.waitForFunction(
        () =>
          (window as unknown as { __folioOpen: OpenTiming }).__folioOpen.openPaintedMs !==
          undefined,
        undefined,
        { timeout: 30_000 },
      )
      const timing = await page.evaluate(
        () => (window as unknown as { __folioOpen: OpenTiming }).__folioOpen,
      )
      open = { openMs: roundMs(timing.openMs!), openPaintedMs: roundMs(timing.openPaintedMs!) }
    }
    await target.check?.(page)
    const input = target.input(page)
    await input.waitFor({ state: 'visible', timeout: 20_000 })
    const read = () =>
      target.isRichText ? input.innerText().then((t) => t.trimEnd()) : input.inputValue()
    const before = await read()
    if (!before.endsWith(target.value))
      throw new Error(`typing: the ${name} input shows "${before}", expected "${target.value}"`)
    if (!(await input.isEditable())) throw new Error(`typing: the ${name} input is not editable`)
    if (target.isRichText) {
      await input.getByText(target.value, { exact: true }).click()
      // The text is drawn before its editor, which the click loads: typing is timed in the editor.
      await page.locator('[data-slate-editor="true"]').waitFor({ timeout: 20_000 })
      await page.keyboard.press('Control+End')
    } else {
      await input.focus()
      await page.keyboard.press('End')
    }
    await page.evaluate(installRecorder)

    const requests: { request: Request; at: number }[] = []
    let counting = true
    page.on('request', (request) => {
      if (counting) requests.push({ request, at: performance.now() })
    })
    const t0 = performance.now()
    await page.keyboard.type(TYPED, { delay: DELAY_MS })
    const typingMs = roundMs(performance.now() - t0)
    const whileTyping = requests.length
    const after = await read()
    if (!after.endsWith(target.value + TYPED.trimEnd()))
      throw new Error(
        `typing: the ${name} input shows "${after}", expected "${target.value + TYPED}"`,
      )

    await page.waitForFunction(
      (n) => {
        const samples = (window as unknown as { __folioTyping: KeySample[] }).__folioTyping
        return (
          samples.length === n &&
          samples.every((s) => s.nextFrame !== undefined && s.painted !== undefined)
        )
      },
      TYPED.length,
      { timeout: 10_000 },
    )
    const samples = await page.evaluate(
      () => (window as unknown as { __folioTyping: KeySample[] }).__folioTyping,
    )

    // With autosave, wait for the autosave of the last keystrokes (the next tick after typing).
    if (target.autosave) {
      const deadline = performance.now() + AUTOSAVE_INTERVAL_MS * 2 + 1000
      const typedUntil = t0 + typingMs
      while (
        performance.now() < deadline &&
        !requests.some((r) => isAutosave(r.request) && r.at > typedUntil)
      )
        await page.waitForTimeout(50)
    }
    counting = false
    const typedRequests = requests.slice(0, whileTyping).map((r) => r.request)
    const of = (key: keyof KeySample) => samples.map((s) => (s[key] as number) - s.down)
    const keyToNextFrameMs = summarize(of('nextFrame'))
    const workMs = summarize(samples.map((s) => s.input! - s.down + (s.painted! - s.frame!)))
    const result: TypingDocResult = {
      collection: target.collection,
      id: target.id,
      keystrokes: samples.length,
      typingMs,
      handlerMs: summarize(of('input')),
      keyToPaintMs: summarize(of('painted')),
      keyToNextFrameMs,
      workMs,
      frameIntervalMs: summarize(samples.map((s) => s.nextFrame! - s.frame!)).median,
      budgetMet: keyToNextFrameMs.p95 < BUDGET_MS,
      workBudgetMet: workMs.p95 < BUDGET_MS,
      requestsWhileTyping: {
        total: typedRequests.length,
        autosave: typedRequests.filter(isAutosave).length,
        lock: typedRequests.filter(isLock).length,
        other: typedRequests
          .filter((r) => !isAutosave(r) && !isLock(r))
          .map((r) => `${r.method()} ${new URL(r.url()).pathname}`),
      },
    }
    const autosaveTimes = requests.filter((r) => isAutosave(r.request)).map((r) => r.at)
    const opened = open ? `opened in ${open.openMs} ms (painted ${open.openPaintedMs} ms); ` : ''
    log(
      `  ${name}: ${opened}double rAF p95 ${keyToNextFrameMs.p95} ms, key to paint p95 ${result.keyToPaintMs.p95} ms, work p95 ${workMs.p95} ms; ${whileTyping} requests while typing, ${autosaveTimes.length} autosaves in all`,
    )
    return { result, autosaveTimes, open }
  } finally {
    await page.close()
  }
}

export interface TypingDocs {
  page: { id: string; title: string }
  post: { id: string; title: string }
  /** A showcase document with `SHOWCASE_ROWS` links rows, row n labelled `Link n`. */
  showcase: { id: string }
  /** A showcase document whose Content holds `RICH_TEXT_WORDS` words, ending in `RICH_TEXT_LAST`. */
  richText: { id: string }
}

const titleInput = (page: Page) => page.getByLabel(/^Title/)
/** The value of the Label of showcase row n (numbered from 1), as run.ts creates it. */
export const showcaseRowLabel = (n: number) => `Link ${n}`

export async function measureTyping(
  browser: Browser,
  baseURL: string,
  admin: BenchUser,
  docs: TypingDocs,
  log: (m: string) => void,
): Promise<TypingResult> {
  if (TYPED.length !== 50)
    throw new Error(`typing: the text has ${TYPED.length} characters, not 50`)
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' })
  try {
    await signIn(context, baseURL, admin)
    const pages = await typeInto(
      context,
      baseURL,
      {
        collection: 'pages',
        id: docs.page.id,
        name: 'pages title',
        input: titleInput,
        value: docs.page.title,
        autosave: false,
      },
      log,
    )
    const posts = await typeInto(
      context,
      baseURL,
      {
        collection: 'posts',
        id: docs.post.id,
        name: 'posts title',
        input: titleInput,
        value: docs.post.title,
        autosave: true,
      },
      log,
    )
    // The rows of an array render as list items named by their row title ('Link 01' … 'Link 200').
    const links = (page: Page) => page.getByRole('list', { name: 'Links' })
    const showcase = await typeInto(
      context,
      baseURL,
      {
        collection: 'showcase',
        id: docs.showcase.id,
        name: `showcase200 row ${SHOWCASE_ROW} label`,
        input: (page) =>
          links(page)
            .getByRole('listitem', { name: `Link ${SHOWCASE_ROW}`, exact: true })
            .getByRole('textbox', { name: /^Label/ }),
        value: showcaseRowLabel(SHOWCASE_ROW),
        autosave: false,
        openedWhen: `ol[aria-label="Links"] > li:nth-child(${SHOWCASE_ROWS})`,
        check: async (page) => {
          const count = await links(page).getByRole('listitem').count()
          if (count !== SHOWCASE_ROWS)
            throw new Error(
              `typing: the showcase document shows ${count} rows, expected ${SHOWCASE_ROWS}`,
            )
        },
      },
      log,
    )
    const richText = await typeInto(
      context,
      baseURL,
      {
        collection: 'showcase',
        id: docs.richText.id,
        name: `rich text of ${RICH_TEXT_WORDS} words`,
        input: (page) => page.getByRole('textbox', { name: 'Content' }),
        value: RICH_TEXT_LAST,
        autosave: false,
        isRichText: true,
      },
      log,
    )
    if (!showcase.open) throw new Error('typing: the showcase edit view was not timed')
    const gaps = posts.autosaveTimes.slice(1).map((at, i) => at - posts.autosaveTimes[i]!)
    const minGapMs = gaps.length ? roundMs(Math.min(...gaps)) : null
    return {
      note: `pages and posts: the Title of a plain document; showcase200 (the issue's scenario): the Label of row ${SHOWCASE_ROW} of a showcase document with ${SHOWCASE_ROWS} array rows. openMs is from the navigation's start until the last row is in the document, measured once.`,
      characters: TYPED.length,
      delayMs: DELAY_MS,
      budget: `budgetMet: keyToNextFrameMs.p95 < ${BUDGET_MS} ms (double rAF, as asked; it includes one whole frame interval, so at 60 Hz it is at least 16.7 ms even for free keystrokes); workBudgetMet: workMs.p95 < ${BUDGET_MS} ms (the keystroke's main-thread work fits in one frame)`,
      pages: {
        ...pages.result,
        noRequestsWhileTyping: pages.result.requestsWhileTyping.total === 0,
      },
      posts: {
        ...posts.result,
        autosave: {
          intervalMs: AUTOSAVE_INTERVAL_MS,
          whileTyping: posts.result.requestsWhileTyping.autosave,
          untilSaved: posts.autosaveTimes.length,
          minGapMs,
          atMostOneEvery2s:
            posts.autosaveTimes.length > 0 &&
            (minGapMs === null || minGapMs >= AUTOSAVE_INTERVAL_MS * 0.9),
        },
      },
      showcase200: {
        ...showcase.result,
        rows: SHOWCASE_ROWS,
        row: SHOWCASE_ROW,
        field: `links.${SHOWCASE_ROW - 1}.label`,
        ...showcase.open,
        noRequestsWhileTyping: showcase.result.requestsWhileTyping.total === 0,
      },
      richText5000: {
        ...richText.result,
        words: RICH_TEXT_WORDS,
        noRequestsWhileTyping: richText.result.requestsWhileTyping.total === 0,
      },
    }
  } finally {
    await context.close()
  }
}
