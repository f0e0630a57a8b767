import { expect, test } from '@playwright/test'
import { startFolio, type RunningFolio } from '../test/harness/server'

test.use({ storageState: { cookies: [], origins: [] } })

let folio: RunningFolio
test.beforeAll(async () => {
  folio = await startFolio({ env: { FOLIO_ADMIN_ROUTE: '/cms' } })
})
test.afterAll(async () => {
  await folio?.stop()
})

test('the same build serves the admin under another admin route', async ({ page }) => {
  await page.goto(`${folio.url}/cms/collections/posts`)
  await expect(page).toHaveURL(`${folio.url}/cms/create-first-user`)
  await page.getByLabel(/^Email/).fill('route@folio.test')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Route-pass-2026')
  await page.getByLabel(/^Confirm Password/).fill('Route-pass-2026')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Posts' })
    .click()
  await expect(page).toHaveURL(`${folio.url}/cms/collections/posts`)
  await page.goto(`${folio.url}/admin`)
  expect(await page.title()).not.toBe('Folio')
})
