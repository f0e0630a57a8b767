import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin } from './support/accounts'

test('a duplicate page slug shows the unique error once typing pauses, without saving and without a request per keystroke', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  await api.post('/pages', { title: 'Taken', slug: 'dupe-slug1', _status: 'published' })
  const edit = new EditPage(page)
  await page.goto('/admin/collections/pages/create')
  await expect(edit.heading()).toHaveText('Create new Page')

  let formStateRequests = 0
  let writes = 0
  page.on('request', (r) => {
    if (r.url().includes('/api/folio/form-state')) formStateRequests++
    if (r.url().includes('/api/pages') && !r.url().includes('/access') && r.method() !== 'GET')
      writes++
  })
  const slug = edit.field(/^Slug/)
  await slug.pressSequentially('dupe-slug1', { delay: 60 }) // 10 characters
  await expect(page.getByText('Value must be unique')).toBeVisible()
  expect(formStateRequests).toBeGreaterThanOrEqual(1)
  expect(formStateRequests).toBeLessThanOrEqual(2)
  expect(writes).toBe(0)

  // Leaving the field re-runs the browser rules; the server's message stays while the value does.
  await slug.blur()
  await expect(page.getByText('Value must be unique')).toBeVisible()
  await expect(slug).toHaveAttribute('aria-invalid', 'true')

  // The server's answer for the new value (not a fixed wait) must not bring the message back.
  const checked = page.waitForResponse(
    (r) =>
      r.url().includes('/api/folio/form-state') &&
      (r.request().postData() ?? '').includes('dupe-slug1-2'),
  )
  await slug.press('End')
  await slug.pressSequentially('-2', { delay: 60 })
  await expect(slug).toHaveValue('dupe-slug1-2')
  await expect(page.getByText('Value must be unique')).toBeHidden()
  // The server finds the new value free, so nothing can bring the message back.
  expect(await (await checked).json()).toEqual({ errors: [] })
  await expect(page.getByText('Value must be unique')).toBeHidden()
  expect(writes).toBe(0)
})
