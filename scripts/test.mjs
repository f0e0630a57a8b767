// The whole test suite: build if needed, then unit and integration tests (vitest: SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), then the browser tests (Playwright, system Chromium).
// Ends with one summary line 'N passed, N failed, N skipped' and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

mkdirSync('.tmp', { recursive: true })
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1

if (run('node', ['scripts/ensure-build.mjs', '--with-test-build']) !== 0) process.exit(1)

rmSync('.tmp/vitest.json', { force: true })
rmSync('.tmp/playwright.json', { force: true })
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest.json',
])
const playwrightStatus = run('npx', ['playwright', 'test'])

const totals = { passed: 0, failed: 0, skipped: 0 }
if (existsSync('.tmp/vitest.json')) {
  const v = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'))
  totals.passed += v.numPassedTests
  totals.failed += v.numFailedTests
  totals.skipped += v.numPendingTests + v.numTodoTests
}
if (existsSync('.tmp/playwright.json')) {
  const p = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8'))
  totals.passed += p.stats.expected + p.stats.flaky
  totals.failed += p.stats.unexpected
  totals.skipped += p.stats.skipped
}
const isOk =
  vitestStatus === 0 && playwrightStatus === 0 && totals.failed === 0 && totals.passed > 0
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(isOk ? 0 : 1)
