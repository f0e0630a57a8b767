import { expect, test } from '@playwright/test'
import { SelectField } from './pages/SelectField'
import { apiAsAdmin } from './support/accounts'

test('select rows and publish, unpublish and delete them in bulk', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  for (const n of [1, 2, 3])
    await api.post('/posts?draft=true', { title: `Bulk candidate ${n}`, _status: 'draft' })
  await page.goto('/admin/collections/posts?search=Bulk+candidate')
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(3)

  await page.getByRole('checkbox', { name: 'Select all rows' }).check()
  const bar = page.getByRole('region', { name: '3 Posts selected' })
  await expect(bar).toBeVisible()
  await bar.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: /Updated 3 Posts successfully/ }),
  ).toBeVisible()
  await expect(bar).toBeHidden()
  for (const n of [1, 2, 3]) {
    const res = await request.get(`${baseURL}/api/posts?where[title][equals]=Bulk candidate ${n}`, {
      headers: { Origin: new URL(baseURL!).origin },
    })
    expect(((await res.json()) as { docs: { _status: string }[] }).docs[0]?._status).toBe(
      'published',
    )
  }

  await page.getByRole('checkbox', { name: 'Select Bulk candidate 2' }).check()
  await page
    .getByRole('region', { name: '1 Posts selected' })
    .getByRole('button', { name: 'Unpublish', exact: true })
    .click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: /Updated 1 Post/ }),
  ).toBeVisible()

  await page.getByRole('checkbox', { name: 'Select Bulk candidate 1' }).check()
  await page.getByRole('checkbox', { name: 'Select Bulk candidate 3' }).check()
  await page
    .getByRole('region', { name: '2 Posts selected' })
    .getByRole('button', { name: 'Delete' })
    .click()
  const dialog = page.getByRole('alertdialog', { name: 'Confirm deletion' })
  await expect(dialog).toContainText('You are about to delete 2 Posts')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Bulk candidate 2')
})

test('edit many: choose fields and apply their values to every selected post', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  for (const n of [1, 2])
    await api.post('/posts', { title: `Edit many ${n}`, category: 'news', readingTime: 3 })
  await page.goto('/admin/collections/posts?search=Edit+many')
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await page.getByRole('checkbox', { name: 'Select all rows' }).check()
  await page
    .getByRole('region', { name: '2 Posts selected' })
    .getByRole('button', { name: 'Edit', exact: true })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Editing 2 Posts' })
  await dialog.getByRole('checkbox', { name: 'Category' }).check()
  await dialog.getByRole('checkbox', { name: 'Reading time (minutes)' }).check()
  await new SelectField(page, 'Category', dialog).choose('Opinion')
  await dialog.getByRole('spinbutton', { name: 'Reading time (minutes)' }).fill('500')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText(/500 is greater than the max allowed/)).toBeVisible()
  await dialog.getByRole('spinbutton', { name: 'Reading time (minutes)' }).fill('12')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: /Updated 2 Posts successfully/ }),
  ).toBeVisible()
  await expect(rows.filter({ hasText: 'Opinion' })).toHaveCount(2)
  for (const n of [1, 2]) {
    const res = await request.get(
      `${baseURL}/api/posts?where[title][equals]=Edit many ${n}&depth=0`,
      { headers: { Origin: new URL(baseURL!).origin } },
    )
    const post = ((await res.json()) as { docs: { category: string; readingTime: number }[] })
      .docs[0]
    expect(post).toMatchObject({ category: 'opinion', readingTime: 12 })
  }
})
