/**
 * draftsList: the list of a drafts-enabled collection at 10,000 documents (issue: 3 s per request
 * before the indexes of src/server/db/indexes.ts). Own temp SQLite database, seeded by
 * `createPostsDatabase` (bench/posts-db.ts):
 *
 * 1. The server migrates a fresh database; through REST it creates the first user and two template
 *    posts: one published, one published with a newer draft (`PATCH ?draft=true`).
 * 2. The server stops, and SQL copies the templates' rows (posts, posts_locales, _posts_v,
 *    _posts_v_locales, every column as Payload wrote it) up to 10,000 posts, every tenth with the
 *    draft: 11,000 version rows in under a second, where 10,000 REST creates take over a minute.
 * 3. The server starts again; REST checks the counts, then `GET /api/posts?limit=10&page=N&depth=1`
 *    with `draft=true` (and, to compare, without) is timed on the first, middle and last page.
 *
 * The database stays in `options.dataDir` (server stopped), with its user, for postsListBrowser.
 */
import type { FolioEnvOptions } from './folio-process'
import {
  apiSignIn,
  checkPostsDatabase,
  createPostsDatabase,
  timeListPage,
  type BenchDeps,
  type BenchUser,
  type PageSeries,
  type PostsShape,
  type SeriesPlan,
} from './posts-db'

export const DRAFTS_LIST_DOCS = 10_000
/** Every tenth post has a newer draft: 1,000 drafts, 11,000 version rows. */
const SHAPE: PostsShape = { total: DRAFTS_LIST_DOCS, draftEvery: 10 }
const PLAN: SeriesPlan = { limit: 10, warmup: 3, samples: 30, budgetMs: 15_000 }

export type DraftsListSeries = PageSeries

export interface DraftsListResult {
  query: string
  docs: number
  versions: number
  drafts: number
  seedMs: number
  warmup: number
  /** `draft=true`, the measurement of the issue. */
  first: DraftsListSeries
  middle: DraftsListSeries
  last: DraftsListSeries
  /** The same pages without `draft=true`, for comparison. */
  withoutDraft: { first: DraftsListSeries; middle: DraftsListSeries; last: DraftsListSeries }
}

export type DraftsListDeps = BenchDeps

export async function measureDraftsList(
  options: FolioEnvOptions,
  deps: DraftsListDeps,
): Promise<{ result: DraftsListResult; user: BenchUser }> {
  const { started, stopped, log } = deps
  const { user, seedMs } = await createPostsDatabase(options, SHAPE, deps)
  const server = await started(options)
  try {
    const session = await apiSignIn(server.url, user)
    const { docs, versions, drafts } = await checkPostsDatabase(session, SHAPE)
    log(
      `  seeded ${docs} posts, ${drafts} with a draft, ${versions} versions (${seedMs} ms of SQL)`,
    )

    const pages = {
      first: 1,
      middle: DRAFTS_LIST_DOCS / PLAN.limit / 2,
      last: DRAFTS_LIST_DOCS / PLAN.limit,
    }
    const series = async (draft: boolean) => {
      const out: Record<string, DraftsListSeries> = {}
      for (const [name, page] of Object.entries(pages)) {
        out[name] = await timeListPage(
          session,
          page,
          `depth=1${draft ? '&draft=true' : ''}`,
          PLAN,
          log,
        )
        log(
          `  page ${page}${draft ? ' draft=true' : ''}: median ${out[name]!.median} ms, p95 ${out[name]!.p95} ms`,
        )
      }
      return out as { first: DraftsListSeries; middle: DraftsListSeries; last: DraftsListSeries }
    }
    const draftSeries = await series(true)
    const withoutDraft = await series(false)
    const result: DraftsListResult = {
      query: `GET /api/posts?limit=${PLAN.limit}&page=N&depth=1&draft=true`,
      docs,
      versions,
      drafts,
      seedMs,
      warmup: PLAN.warmup,
      ...draftSeries,
      withoutDraft,
    }
    return { result, user }
  } finally {
    await stopped(server)
  }
}
