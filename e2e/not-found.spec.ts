import { expect, test } from '@playwright/test'

test('an unknown admin route shows the not-found page with a way back to the dashboard', async ({
  page,
}) => {
  await page.goto('/admin/this/does/not/exist')
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
  await expect(
    page.getByText('Sorry—there is nothing to correspond with your request.'),
  ).toBeVisible()
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(breadcrumbs.getByText('not found')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Dashboard' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('an unknown collection is not found either', async ({ page }) => {
  await page.goto('/admin/collections/nope')
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
})
