import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin } from './support/accounts'

// Two editors without a lock between them: the same user in two tabs (a lock is per user), the
// second tab being the API here. The first must not silently overwrite what the second saved.
test('a save over a version changed meanwhile shows the conflict, field by field, and saves the merge', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/posts?draft=true', {
    title: 'Original title',
    excerpt: 'Original excerpt',
    _status: 'draft',
  })
  const headers = { Origin: new URL(baseURL!).origin }
  await page.goto(`/admin/collections/posts/${doc.id}`)
  const edit = new EditPage(page)
  await expect(edit.field(/^Title/)).toBeEditable()

  const other = await request.patch(`${baseURL}/api/posts/${doc.id}?draft=true`, {
    data: { title: 'Title from the other tab', _status: 'draft' },
    headers,
  })
  expect(other.ok()).toBe(true)

  await edit.field(/^Excerpt/).fill('Excerpt typed here')
  const dialog = page.getByRole('alertdialog', { name: 'Someone else saved this document' })
  await expect(dialog).toBeVisible({ timeout: 10_000 })
  const title = dialog.getByRole('group', { name: 'Title' })
  await expect(title).toContainText('Title from the other tab')
  await expect(title).toContainText('Original title')
  // Nothing was overwritten while the question is open.
  const saved = async () =>
    (await (
      await request.get(`${baseURL}/api/posts/${doc.id}?draft=true&depth=0`, { headers })
    ).json()) as { title: string; excerpt: string }
  expect((await saved()).title).toBe('Title from the other tab')

  await title.getByRole('radio', { name: /Saved meanwhile/ }).check()
  await expect(
    dialog.getByRole('group', { name: 'Excerpt' }).getByRole('radio', { name: /Yours/ }),
  ).toBeChecked()
  await dialog.getByRole('button', { name: 'Save my choices' }).click()
  await expect(dialog).toBeHidden()
  await expect(edit.field(/^Title/)).toHaveValue('Title from the other tab')
  await expect
    .poll(saved, { timeout: 15_000 })
    .toEqual(
      expect.objectContaining({ title: 'Title from the other tab', excerpt: 'Excerpt typed here' }),
    )
})
