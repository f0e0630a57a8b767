/**
 * Only the screen loads of `npm run bench` (bench/screen-suite.ts), for working on them: the drafts
 * database of 10,000 posts is made once in a folder that is kept (`BENCH_SCREENS_DIR`, default
 * `.tmp/bench-screens`), then each run starts the built server on it and opens the screens against
 * the machine's floor. Prints the machine, each screen (measured, floor, difference, requests of the
 * last cold load, JavaScript), the client navigation and the budgets. Build first (`npm run build`).
 *
 *   npx tsx bench/screens.ts [login|draftsList|edit|clientNavigation ...]
 */
import { killAllChildrenNow, startServer } from './folio-process'
import { launchChromium } from './js-weight'
import { keptPostsDatabase } from './kept-database'
import { apiSignIn, call } from './posts-db'
import { screenLoadsText } from './screen-report'
import { measureScreenLoads } from './screen-suite'

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
  const report = await measureScreenLoads(browser, server.url, {
    postId: post.id,
    user,
    log,
    only: process.argv.slice(2),
  })
  for (const line of screenLoadsText(report)) console.log(line)
} finally {
  await browser.close()
  await server.stop()
}
