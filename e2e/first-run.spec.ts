import { expect, test } from '@playwright/test'
import { ADMIN } from './support/accounts'

test('a fresh Folio opens on create-first-user, and the first user lands signed in on the dashboard', async ({ page }) => {
  await page.goto('/admin/collections/posts')
  await expect(page).toHaveURL(/\/admin\/create-first-user$/)
  await expect(page.getByRole('heading', { name: 'Create first user' })).toBeVisible()

  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('This field is required.').first()).toBeVisible()

  await page.getByLabel(/^Email/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  await page.getByLabel(/^Confirm Password/).fill('something-else')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()

  await page.getByLabel(/^Confirm Password/).fill(ADMIN.password)
  await page.getByLabel('Name').fill('Olivia Owner')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText(ADMIN.email)).toBeVisible()
  await page.getByRole('link', { name: /Account/ }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Olivia Owner')
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator')

  await page.context().storageState({ path: '.tmp/e2e-admin.json' })
})
