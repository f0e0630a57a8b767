import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium'

/**
 * Browser tests against the real built server (started in e2e/support/global-setup.ts on a temp
 * SQLite database) in the system Chromium. `first-run` creates the first user through the UI and
 * saves the admin's sign-in; the other specs reuse it.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.FOLIO_E2E_URL,
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'first-run', testMatch: /first-run\.spec\.ts/ },
    {
      name: 'signed-in',
      testMatch: /.*\.spec\.ts/,
      testIgnore: /first-run\.spec\.ts/,
      dependencies: ['first-run'],
      use: { storageState: '.tmp/e2e-admin.json' },
    },
  ],
})
