// Builds the admin, the sample site of the live preview (src/preview) and the server when dist/ is
// missing or older than the sources, so `npm start` on a fresh clone works with one command and
// later starts skip the build. With --with-test-build it also builds dist-test/ (the same with the
// test plugin of test/plugins, for the browser tests).
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

function newest(dir) {
  let latest = 0
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    const stat = statSync(file)
    latest = Math.max(latest, stat.isDirectory() ? newest(file) : stat.mtimeMs)
  }
  return latest
}

// Always a production build, also when called from a test runner that set NODE_ENV=test (vitest
// does): Vite would otherwise bundle React's development build.
const buildEnv = { ...process.env, NODE_ENV: 'production' }

const builtAt = (outputs) =>
  Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)))
const sourcesAt = Math.max(
  newest('src'),
  newest('vite-plugins'),
  statSync('package-lock.json').mtimeMs,
  statSync('vite.config.ts').mtimeMs,
  statSync('vite.preview.config.ts').mtimeMs,
)
if (
  builtAt([
    'dist/admin/index.html',
    'dist/admin-ssr/render-screen.js',
    'dist/preview/index.html',
    'dist/server/start.js',
  ]) < sourcesAt
) {
  console.log('Building Folio…')
  execSync('npm run build', { stdio: 'inherit', env: buildEnv })
}
if (
  process.argv.includes('--with-test-build') &&
  builtAt([
    'dist-test/admin/index.html',
    'dist-test/admin-ssr/render-screen.js',
    'dist-test/preview/index.html',
    'dist-test/server/start.js',
  ]) < Math.max(sourcesAt, newest('test/plugins'))
) {
  console.log('Building Folio with the test plugin…')
  execSync('npm run build:test', { stdio: 'inherit', env: buildEnv })
}
