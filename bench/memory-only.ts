/**
 * Only the memory measurement of `npm run bench` (bench/memory.ts), for working on it: the built
 * server on the kept drafts database (bench/kept-database.ts), then the request mix. Build first.
 *
 *   npx tsx bench/memory-only.ts [requests, default 100000]
 *
 * With FOLIO_BENCH_INSPECT=1 the server listens for the inspector (heap snapshots with Chrome's
 * DevTools, or `node --inspect` clients) on 127.0.0.1:9229; FOLIO_BENCH_NODE_OPTIONS adds Node
 * options to the server's (heap limits, to tell a leak from a lazy collector).
 */
import { killAllChildrenNow, START_NODE_OPTIONS, startServer } from './folio-process'
import { keptPostsDatabase } from './kept-database'
import { sleep } from './http'
import { measureMemory } from './memory'
import { apiSignIn, call } from './posts-db'

const log = (message: string) => process.stderr.write(`[memory] ${message}\n`)

process.on('exit', killAllChildrenNow)
const requests = Number(process.argv[2] ?? 100_000)
const { dir, secret, user } = await keptPostsDatabase(log)
const server = await startServer({
  dataDir: dir,
  secret,
  env: {
    NODE_OPTIONS: [
      START_NODE_OPTIONS,
      process.env.FOLIO_BENCH_INSPECT ? '--inspect=127.0.0.1:9229' : '',
      process.env.FOLIO_BENCH_NODE_OPTIONS ?? '',
      process.env.FOLIO_BENCH_SNAPSHOTS
        ? `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${process.env.FOLIO_BENCH_SNAPSHOTS}`
        : '',
    ].join(' '),
  },
})
try {
  const session = await apiSignIn(server.url, user)
  const newest = await call(session, 'GET', '/posts?limit=50&page=1&depth=0&sort=-createdAt')
  const ids = (newest.json as { docs: { id: number }[] }).docs.map((doc) => doc.id)
  // FOLIO_BENCH_SNAPSHOTS=<dir>: a heap snapshot of the server at each checkpoint, into <dir>.
  const snapshots = process.env.FOLIO_BENCH_SNAPSHOTS
  const onCheckpoint = snapshots
    ? async () => {
        process.kill(server.pid, 'SIGUSR2')
        await sleep(15_000)
      }
    : undefined
  const measured = await measureMemory(server, session, ids, { requests, log, onCheckpoint })
  console.log(JSON.stringify(measured, null, 2))
} finally {
  // FOLIO_BENCH_LOGS=1: the end of the server's output (with --trace-gc: the heap after each collection).
  if (process.env.FOLIO_BENCH_LOGS) log(server.logs().slice(-4000))
  await server.stop()
}
