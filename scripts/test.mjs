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
rmSync('.tmp/e2e-server.log', { force: true })
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
// The line reporter prints a failure where it happens, far above the end of a long log: name each
// failure again, with the start of its error, just before the summary.
const failures = [
  ...(existsSync('.tmp/vitest.json')
    ? failedVitestTests(JSON.parse(readFileSync('.tmp/vitest.json', 'utf8')))
    : []),
  ...(existsSync('.tmp/playwright.json')
    ? failedBrowserTests(JSON.parse(readFileSync('.tmp/playwright.json', 'utf8')))
    : []),
]
for (const { title, error } of failures) console.log(`\nFAILED ${title}\n${error}`)
if (playwrightStatus !== 0 && existsSync('.tmp/e2e-server.log')) {
  const lines = readFileSync('.tmp/e2e-server.log', 'utf8').trimEnd().split('\n')
  console.log(`\nThe browser tests' server, its last log lines:\n${lines.slice(-40).join('\n')}`)
}

const isOk =
  vitestStatus === 0 && playwrightStatus === 0 && totals.failed === 0 && totals.passed > 0
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(isOk ? 0 : 1)

/** The first 3,000 characters, without colour codes (they make a log unreadable as text). */
function plainStart(text) {
  return text.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 3000)
}

/** Each failed vitest test's file and name and the start of its first failure message. */
function failedVitestTests(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => ({
        title: `${file.name} › ${a.fullName}`,
        error: plainStart(a.failureMessages?.[0] ?? 'no error recorded'),
      })),
  )
}

/** Each failed browser test's title path and the first 3,000 characters of its first error. */
function failedBrowserTests(report) {
  const failed = []
  const visit = (suite, path) => {
    for (const child of suite.suites ?? []) visit(child, [...path, child.title])
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const result = test.results?.at(-1)
        const error = result?.errors?.[0]?.message ?? result?.error?.message ?? 'no error recorded'
        failed.push({
          title: [...path, spec.title].filter(Boolean).join(' › '),
          error: plainStart(error),
        })
      }
  }
  for (const suite of report.suites ?? []) visit(suite, [suite.title])
  return failed
}
