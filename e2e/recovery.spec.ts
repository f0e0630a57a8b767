import { expect, test, type APIRequestContext } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin } from './support/accounts'

/** A draft post for one test, created by the admin over the API. */
async function draftPost(
  request: APIRequestContext,
  baseURL: string,
  data: Record<string, unknown>,
): Promise<{ id: string | number }> {
  const api = await apiAsAdmin(request, baseURL)
  const { doc } = await api.post('/posts?draft=true', { ...data, _status: 'draft' })
  return doc as { id: string | number }
}

async function savedTitle(
  request: APIRequestContext,
  baseURL: string,
  id: string | number,
): Promise<string> {
  const res = await request.get(`${baseURL}/api/posts/${id}?draft=true&depth=0`, {
    headers: { Origin: new URL(baseURL).origin },
  })
  return ((await res.json()) as { title: string }).title
}

test('typing and reloading at once loses nothing: saved as the page went away, or offered back', async ({
  page,
  request,
  baseURL,
}) => {
  const doc = await draftPost(request, baseURL!, { title: 'Reload right after typing' })
  page.on('dialog', (dialog) => void dialog.accept())
  await page.goto(`/admin/collections/posts/${doc.id}`)
  const title = new EditPage(page).field(/^Title/)
  await title.fill('Typed, then reloaded at once')
  await page.reload()
  const offer = page.getByRole('region', { name: 'Unsaved changes were found' })
  // Either the save went out as the page went away (the form shows it), or the page came back
  // before it landed and the device's copy is offered: both may come a moment after the form.
  await expect
    .poll(async () =>
      (await offer.isVisible())
        ? 'offered'
        : (await title.inputValue({ timeout: 500 }).catch(() => '')) ===
            'Typed, then reloaded at once'
          ? 'saved'
          : 'waiting',
    )
    .not.toBe('waiting')
  if (await offer.isVisible())
    await offer.getByRole('button', { name: 'Restore my changes' }).click()
  await expect(title).toHaveValue('Typed, then reloaded at once')
  await expect
    .poll(() => savedTitle(request, baseURL!, doc.id), { timeout: 15_000 })
    .toBe('Typed, then reloaded at once')
})

test('typed while the device storage is still opening, then reloaded: the change is kept and offered back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const doc = await draftPost(request, baseURL!, { title: 'A slow disk' })
  // A slow device: IndexedDB opens its database 1.5 s late (on every page of this test).
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open
    const onsuccess = Object.getOwnPropertyDescriptor(IDBRequest.prototype, 'onsuccess')!
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
      const request = open.apply(this, args)
      Object.defineProperty(request, 'onsuccess', {
        set(handler: (event: Event) => void) {
          onsuccess.set!.call(request, (event: Event) =>
            setTimeout(() => handler.call(request, event), 1500),
          )
        },
      })
      return request
    }
  })
  // The last autosave sent as the page goes away does not arrive: only the device has the change.
  const isSave = (url: URL) => url.pathname === `/api/posts/${doc.id}`
  await context.route(isSave, (route) =>
    route.request().method() === 'PATCH' ? route.abort() : route.fallback(),
  )
  await page.goto(`/admin/collections/posts/${doc.id}`)
  const title = new EditPage(page).field(/^Title/)
  await title.fill('Typed before the disk answered')
  await page.reload()
  const offer = page.getByRole('region', { name: 'Unsaved changes were found' })
  await expect(offer.getByRole('row', { name: /Title/ })).toContainText(
    'Typed before the disk answered',
  )
  await context.unroute(isSave)
  await offer.getByRole('button', { name: 'Restore my changes' }).click()
  await expect(title).toHaveValue('Typed before the disk answered')
  await expect
    .poll(() => savedTitle(request, baseURL!, doc.id), { timeout: 15_000 })
    .toBe('Typed before the disk answered')
})

test('typed offline, tab closed, opened again online: the changes are offered back and saved', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const doc = await draftPost(request, baseURL!, {
    title: 'Written on a train',
    excerpt: 'Before the tunnel',
  })
  await page.goto(`/admin/collections/posts/${doc.id}`)
  const edit = new EditPage(page)
  await expect(edit.field(/^Title/)).toBeEditable()

  await context.setOffline(true)
  const offline = page.getByRole('status').filter({ hasText: 'You are offline.' })
  await expect(offline).toBeVisible()
  await edit.field(/^Title/).fill('Written in the tunnel')
  await page.waitForTimeout(600) // the local copy is written 300 ms after the last keystroke
  await page.close()
  await context.setOffline(false)
  expect(await savedTitle(request, baseURL!, doc.id)).toBe('Written on a train')

  const again = await context.newPage()
  await again.goto(`/admin/collections/posts/${doc.id}`)
  const offer = again.getByRole('region', { name: 'Unsaved changes were found' })
  await expect(offer.getByRole('row', { name: /Title/ })).toContainText('Written on a train')
  await expect(offer.getByRole('row', { name: /Title/ })).toContainText('Written in the tunnel')
  await expect(offer).not.toContainText('changed and saved since then')
  await offer.getByRole('button', { name: 'Restore my changes' }).click()
  await expect(offer).toBeHidden()
  await expect(new EditPage(again).field(/^Title/)).toHaveValue('Written in the tunnel')
  await expect
    .poll(() => savedTitle(request, baseURL!, doc.id), { timeout: 15_000 })
    .toBe('Written in the tunnel')
  await expect(again.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0)
})

test('a local copy older than what the server has now shows both, and discarding keeps the server version', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const doc = await draftPost(request, baseURL!, { title: 'Two versions of a title' })
  await page.goto(`/admin/collections/posts/${doc.id}`)
  await expect(new EditPage(page).field(/^Title/)).toBeEditable()
  await context.setOffline(true)
  await new EditPage(page).field(/^Title/).fill('Mine, typed offline')
  await page.waitForTimeout(600)
  await page.close()
  await context.setOffline(false)
  // Meanwhile the document is saved again elsewhere.
  const res = await request.patch(`${baseURL}/api/posts/${doc.id}?draft=true`, {
    data: { title: 'Theirs, saved meanwhile', _status: 'draft' },
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(res.ok()).toBe(true)

  const again = await context.newPage()
  await again.goto(`/admin/collections/posts/${doc.id}`)
  const offer = again.getByRole('region', { name: 'Unsaved changes were found' })
  await expect(offer).toContainText('This document was changed and saved since then.')
  const row = offer.getByRole('row', { name: /Title/ })
  await expect(row).toContainText('Theirs, saved meanwhile')
  await expect(row).toContainText('Mine, typed offline')
  // Nothing was overwritten by showing the offer.
  await expect(new EditPage(again).field(/^Title/)).toHaveValue('Theirs, saved meanwhile')
  await offer.getByRole('button', { name: 'Discard them' }).click()
  await expect(offer).toBeHidden()
  await again.reload()
  await expect(new EditPage(again).field(/^Title/)).toHaveValue('Theirs, saved meanwhile')
  await expect(again.getByRole('region', { name: 'Unsaved changes were found' })).toHaveCount(0)
  expect(await savedTitle(request, baseURL!, doc.id)).toBe('Theirs, saved meanwhile')
})

test('offline: a banner while offline, autosave waits, and resumes by itself on reconnect', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const doc = await draftPost(request, baseURL!, { title: 'Going through a tunnel' })
  await page.goto(`/admin/collections/posts/${doc.id}`)
  const title = new EditPage(page).field(/^Title/)
  await expect(title).toBeEditable()
  const patches: string[] = []
  page.on(
    'request',
    (r) =>
      r.method() === 'PATCH' && r.url().includes(`/api/posts/${doc.id}?`) && patches.push(r.url()),
  )

  await context.setOffline(true)
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' })
  await expect(banner).toBeVisible()
  await title.fill('Typed in the tunnel')
  await page.waitForTimeout(4500) // two autosave intervals: none is tried offline
  expect(patches).toEqual([])
  await expect(page.getByText('Autosave failed. Retrying…')).toHaveCount(0)

  await context.setOffline(false)
  await expect(banner).toBeHidden()
  await expect
    .poll(() => savedTitle(request, baseURL!, doc.id), { timeout: 10_000 })
    .toBe('Typed in the tunnel')
})

test('a save answered 503 with Retry-After (database busy) is sent again and succeeds, without a failure shown', async ({
  page,
  request,
  baseURL,
}) => {
  const doc = await draftPost(request, baseURL!, { title: 'Busy database' })
  let refused = 0
  await page.route(`**/api/posts/${doc.id}?*autosave=true*`, async (route) => {
    if (refused++ === 0) {
      await route.fulfill({
        status: 503,
        headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          errors: [
            { message: 'The database is busy. Nothing was changed; try again in a moment.' },
          ],
        }),
      })
    } else await route.continue()
  })
  // Remembers whether the failure was ever on screen, however briefly.
  await page.addInitScript(() => {
    const seen = { failed: false }
    Object.assign(window, { folioSeen: seen })
    new MutationObserver(() => {
      // innerText: what is shown (the page's strings sit in its boot data script too).
      if (document.body?.innerText.includes('Autosave failed')) seen.failed = true
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto(`/admin/collections/posts/${doc.id}`)
  const title = new EditPage(page).field(/^Title/)
  await title.fill('Saved on the second try')
  await expect
    .poll(() => savedTitle(request, baseURL!, doc.id), { timeout: 15_000 })
    .toBe('Saved on the second try')
  expect(refused).toBeGreaterThanOrEqual(2)
  expect(
    await page.evaluate(
      () => (window as unknown as { folioSeen: { failed: boolean } }).folioSeen.failed,
    ),
  ).toBe(false)
})

test('a toast asked for offline before its code was ever loaded takes nothing down: the editor and what is typed stay, and the toast shows once online', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const doc = await draftPost(request, baseURL!, { title: 'Toast in a tunnel' })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`/admin/collections/posts/${doc.id}`)
  const edit = new EditPage(page)
  await expect(edit.field(/^Title/)).toBeEditable()
  await context.setOffline(true)
  // The generator's request fails, and so does the download of the toaster's code.
  await page.getByRole('button', { name: 'Auto-generate Meta title' }).click()
  await edit.field(/^Title/).fill('Typed while the toast could not load')
  await page.waitForTimeout(500)
  await expect(edit.field(/^Title/)).toHaveValue('Typed while the toast could not load')
  await context.setOffline(false)
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible({ timeout: 15_000 })
  await expect
    .poll(() => savedTitle(request, baseURL!, doc.id), { timeout: 15_000 })
    .toBe('Typed while the toast could not load')
  expect(errors).toEqual([])
})
