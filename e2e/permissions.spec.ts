import { expect, test } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin, ensureUser } from './support/accounts'

test('a viewer sees a read-only form without a save button', async ({
  browser,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/posts', { title: 'Readable but not writable' })
  const viewer = await ensureUser(request, baseURL!, 'viewer')

  const { context, page } = await signInElsewhere(browser, viewer)
  // no create button for a viewer
  await expect(page.getByRole('link', { name: 'Create new Post' })).toHaveCount(0)

  await page.goto(`/admin/collections/posts/${doc.id}`)
  await expect(
    page.getByRole('heading', { name: 'Readable but not writable', level: 1 }),
  ).toBeVisible()
  await expect(page.getByText('You can view this document but not change it.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Save|Publish/ })).toHaveCount(0)
  await expect(page.getByLabel(/^Title/)).toHaveAttribute('readonly', '')
  // a read-only select shows the chosen label as text, without its combobox
  await expect(page.getByLabel('Category')).not.toBeEditable()
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveCount(0)
  await context.close()
})
