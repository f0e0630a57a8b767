/**
 * Only the screen loads of `npm run bench` (bench/screen-load.ts), for working on them: the drafts
 * database of 10,000 posts is made once in a folder that is kept (`BENCH_SCREENS_DIR`, default
 * `.tmp/bench-screens`), then each run starts the built server on it and opens the screens. Prints
 * the medians and the requests of the last cold load of each screen. Build first (`npm run build`).
 *
 *   npx tsx bench/screens.ts [login|edit|draftsList ...]
 */
import { killAllChildrenNow, startServer } from './folio-process'
import { launchChromium } from './js-weight'
import { keptPostsDatabase } from './kept-database'
import { apiSignIn, call } from './posts-db'
import { benchScreens, measureScreenLoad } from './screen-load'

const log = (message: string) => process.stderr.write(`[screens] ${message}\n`)

process.on('exit', killAllChildrenNow)
const { dir, secret, user } = await keptPostsDatabase(log)
const server = await startServer({ dataDir: dir, secret })
const browser = await launchChromium()
try {
  const session = await apiSignIn(server.url, user)
  const newest = await call(session, 'GET', '/posts?limit=1&page=1&depth=0&sort=-createdAt')
  const post = (newest.json as { docs: { id: number }[] }).docs[0]
  if (!post) throw new Error('the database has no post')
  const wanted = process.argv.slice(2)
  for (const screen of benchScreens(post.id, user)) {
    if (wanted.length && !wanted.includes(screen.name)) continue
    const r = await measureScreenLoad(browser, server.url, screen, log)
    console.log(
      `${screen.name}: cold ${r.coldMs.median} ms, warm ${r.warmMs.median} ms, ${r.coldRequests.median} requests cold, ${r.warmNetworkRequests.median} warm from the network, ${r.coldSerialSteps.median} steps`,
    )
    for (const request of r.lastColdRequests)
      console.log(`  ${request.step} ${request.startMs}–${request.endMs} ${request.path}`)
  }
} finally {
  await browser.close()
  await server.stop()
}
