import { expect, request as playwrightRequest, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin, ensureUser } from './support/accounts'

test('an autosave refused with 423 (someone took the lock) stops autosaving, keeps what was typed and shows the taken-over dialog', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/posts?draft=true', {
    title: 'Taken while typing',
    _status: 'draft',
  })
  const editor = await ensureUser(request, baseURL!, 'editor')

  await page.clock.install()
  await page.goto(`/admin/collections/posts/${doc.id}`)
  const edit = new EditPage(page)
  const title = edit.field(/^Title/)
  await expect(title).toBeEditable()

  // Another user takes the lock over through the API while the admin is about to type.
  const headers = { Origin: new URL(baseURL!).origin }
  const bob = await playwrightRequest.newContext({ baseURL })
  expect(
    (
      await bob.post('/api/users/login', {
        data: { email: editor.email, password: editor.password },
        headers,
      })
    ).ok(),
  ).toBe(true)
  expect(
    (
      await bob.post('/api/folio/locks', {
        data: { collection: 'posts', id: doc.id, takeOver: true },
        headers,
      })
    ).ok(),
  ).toBe(true)

  const autosaves: number[] = []
  page.on('response', (response) => {
    if (response.request().method() === 'PATCH' && response.url().includes(`/api/posts/${doc.id}?`))
      autosaves.push(response.status())
  })
  await title.fill('Typed after the lock was taken')
  // The next autosave (2 s) is refused; the lock check (every 10 s) has not run yet.
  await page.clock.fastForward(2500)
  const takenOver = page.getByRole('alertdialog', { name: 'Editing taken over' })
  await expect(takenOver).toBeVisible()
  expect(autosaves).toEqual([423])

  // No more autosaves: a minute later still the one refused request; the typed text is still there.
  await page.clock.fastForward('01:00')
  await takenOver.getByRole('button', { name: 'View read-only' }).click()
  await expect(title).toHaveValue('Typed after the lock was taken')
  expect(autosaves).toEqual([423])
  await bob.dispose()
})
