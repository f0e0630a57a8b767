/**
 * list100k: does the posts list answer as fast at 100,000 posts as at 100? Two temp SQLite databases
 * seeded by `createPostsDatabase` (bench/posts-db.ts) with the same shape, every tenth post with a
 * newer draft: 100,000 posts (110,000 version rows) and 100 posts (110 version rows). On each,
 * `GET /api/posts?limit=10&page=N&depth=0` (the admin list's query) is timed on the first, middle and
 * last page, with `&draft=true` (what the list of a drafts collection asks) and without. `ratio` is
 * the 100,000-post median over the 100-post median of the same series (1 = as fast).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import {
  apiSignIn,
  checkPostsDatabase,
  createPostsDatabase,
  timeListPage,
  type BenchDeps,
  type PageSeries,
  type PostsCounts,
  type PostsShape,
  type SeriesPlan,
} from './posts-db'
import { roundMs } from './stats'

const LARGE = 100_000
const SMALL = 100
const DRAFT_EVERY = 10
const PLAN: SeriesPlan = { limit: 10, warmup: 10, samples: 100, budgetMs: 15_000 }

type Position = 'first' | 'middle' | 'last'
const POSITIONS: Position[] = ['first', 'middle', 'last']

export type List100kSeries = PageSeries

export interface ListDatabaseResult extends PostsCounts {
  seedMs: number
  draft: Record<Position, List100kSeries>
  published: Record<Position, List100kSeries>
}

export interface List100kResult {
  query: string
  warmup: number
  samplesPerSeries: number
  seriesBudgetMs: number
  docs100k: ListDatabaseResult
  docs100: ListDatabaseResult
  /** Median at 100,000 posts over the median at 100 posts, per series: 1 means as fast. */
  ratio: { draft: Record<Position, number>; published: Record<Position, number> }
  /** Last page over first page of the draft list at 100,000 posts (OFFSET grows with the page). */
  draftLastOverFirst100k: number
  note: string
}

async function measureDatabase(
  dataDir: string,
  secret: string,
  total: number,
  deps: BenchDeps,
): Promise<ListDatabaseResult> {
  const { started, stopped, log } = deps
  mkdirSync(dataDir)
  const shape: PostsShape = { total, draftEvery: DRAFT_EVERY }
  const options = { dataDir, secret }
  const { user, seedMs } = await createPostsDatabase(options, shape, deps)
  const server = await started(options)
  try {
    const session = await apiSignIn(server.url, user)
    const counts = await checkPostsDatabase(session, shape)
    log(
      `  ${total} posts: seeded ${counts.docs} posts, ${counts.drafts} with a draft, ${counts.versions} versions (${seedMs} ms of SQL)`,
    )
    const lastPage = total / PLAN.limit
    const pages: Record<Position, number> = { first: 1, middle: lastPage / 2, last: lastPage }
    const series = async (draft: boolean) => {
      const out = {} as Record<Position, List100kSeries>
      for (const position of POSITIONS) {
        const s = await timeListPage(
          session,
          pages[position],
          `depth=0${draft ? '&draft=true' : ''}`,
          PLAN,
          log,
        )
        out[position] = s
        log(
          `  ${total} posts, page ${s.page}${draft ? ' draft=true' : ''}: median ${s.median} ms, p95 ${s.p95} ms`,
        )
      }
      return out
    }
    const draft = await series(true)
    const published = await series(false)
    return { ...counts, seedMs, draft, published }
  } finally {
    await stopped(server)
  }
}

/** Runs both databases under `root` (folders `list-100k`, `list-100`), one server at a time. */
export async function measureList100k(
  root: string,
  secret: string,
  deps: BenchDeps,
): Promise<List100kResult> {
  const docs100k = await measureDatabase(path.join(root, 'list-100k'), secret, LARGE, deps)
  const docs100 = await measureDatabase(path.join(root, 'list-100'), secret, SMALL, deps)
  const ratios = (kind: 'draft' | 'published') =>
    Object.fromEntries(
      POSITIONS.map((p) => [p, roundMs(docs100k[kind][p].median / docs100[kind][p].median)]),
    ) as Record<Position, number>
  const ratio = { draft: ratios('draft'), published: ratios('published') }
  const draftLastOverFirst100k = roundMs(docs100k.draft.last.median / docs100k.draft.first.median)
  const slowLast = draftLastOverFirst100k >= 3
  return {
    query: `GET /api/posts?limit=${PLAN.limit}&page=N&depth=0[&draft=true]`,
    warmup: PLAN.warmup,
    samplesPerSeries: PLAN.samples,
    seriesBudgetMs: PLAN.budgetMs,
    docs100k,
    docs100,
    ratio,
    draftLastOverFirst100k,
    note: slowLast
      ? `At 100,000 posts the last page of the draft list takes ${draftLastOverFirst100k}x as long as the first: Payload's versions query pages with OFFSET (SQLite walks every skipped row) and reads the locales per row. The first page is what the list shows by default.`
      : 'The last page of the draft list at 100,000 posts stays within 3x of the first page.',
  }
}
