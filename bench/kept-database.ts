import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DRAFTS_LIST_DOCS } from './drafts-list'
import { repoRoot, startServer, type RunningServer } from './folio-process'
import { createPostsDatabase, type BenchUser } from './posts-db'

export interface KeptDatabase {
  dir: string
  secret: string
  user: BenchUser
}

/**
 * The drafts database of 10,000 posts for working on one measurement alone, made once in a folder
 * that is kept (`BENCH_SCREENS_DIR`, default `.tmp/bench-screens`).
 */
export async function keptPostsDatabase(log: (line: string) => void): Promise<KeptDatabase> {
  const dir = path.resolve(
    process.env.BENCH_SCREENS_DIR ?? path.join(repoRoot, '.tmp/bench-screens'),
  )
  const stateFile = path.join(dir, 'bench-user.json')
  if (existsSync(stateFile))
    return { dir, ...(JSON.parse(readFileSync(stateFile, 'utf8')) as Omit<KeptDatabase, 'dir'>) }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  log(`creating ${DRAFTS_LIST_DOCS} posts in ${dir}…`)
  const deps = { started: startServer, stopped: (s: RunningServer) => s.stop(), log }
  const { user } = await createPostsDatabase(
    { dataDir: dir, secret },
    { total: DRAFTS_LIST_DOCS, draftEvery: 10 },
    deps,
  )
  writeFileSync(stateFile, JSON.stringify({ secret, user }))
  return { dir, secret, user }
}
