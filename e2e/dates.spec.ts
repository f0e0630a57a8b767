import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin } from './support/accounts'

test('dates are written out with the configured format in the edit view and the list', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const title = `Dated ${Date.now().toString(36)}`
  const { doc } = await api.post('/posts', { title })
  const edit = new EditPage(page)
  await page.goto(`/admin/collections/posts/${doc.id}`)
  await edit.field('Publish date').fill('2026-03-14')
  // a day-only field: the config's day pattern; the picker itself stays the browser's
  await expect(
    page.locator('[data-field="publishedAt"]').getByText('March 14th 2026'),
  ).toBeVisible()
  await edit.saveDraft().click()
  await expect(edit.status()).toHaveText(/Status: /)

  // timestamps use admin.dateFormat ('MMMM do yyyy, h:mm a')
  await page.goto('/admin/collections/posts?search=' + encodeURIComponent(title))
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: title })
  await expect(row.locator('time').first()).toHaveText('March 14th 2026')
  await expect(row.locator('time').last()).toHaveText(
    /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
  )
})
