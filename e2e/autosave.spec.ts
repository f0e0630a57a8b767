import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin, ensureUser } from './support/accounts'
import { seriousViolations } from './support/axe'

test('autosave on a slow network: one request at a time, nothing typed is lost, failures retried', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/posts?draft=true', { title: 'Autosave me', _status: 'draft' })
  const edit = new EditPage(page)
  await page.goto(`/admin/collections/posts/${doc.id}`)
  const autosaveStatus = page
    .getByRole('status')
    .filter({ hasText: /Changes are saved automatically|Autosav|Last saved/ })
  await expect(autosaveStatus).toHaveText('Changes are saved automatically')

  let inFlight = 0
  let maxInFlight = 0
  let autosaves = 0
  const delays = [2500, 300, 1500, 200]
  await page.route(`**/api/posts/${doc.id}?*autosave=true*`, async (route) => {
    autosaves++
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    await new Promise((r) => setTimeout(r, delays[(autosaves - 1) % delays.length]))
    const response = await route.fetch()
    inFlight--
    await route.fulfill({ response })
  })

  const title = edit.field(/^Title/)
  await title.fill('')
  const typed = 'Every keystroke counts, even during a slow autosave.'
  await title.pressSequentially(typed, { delay: 90 })
  await expect(title).toHaveValue(typed)
  await expect(autosaveStatus).toHaveText(/Last saved/, { timeout: 20_000 })
  // let the last change be saved too
  await expect
    .poll(
      async () => {
        const res = await request.get(`${baseURL}/api/posts/${doc.id}?draft=true&depth=0`, {
          headers: { Origin: new URL(baseURL!).origin },
        })
        return ((await res.json()) as { title: string }).title
      },
      { timeout: 20_000 },
    )
    .toBe(typed)
  expect(maxInFlight).toBe(1)
  expect(autosaves).toBeGreaterThanOrEqual(2)
  await expect(title).toHaveValue(typed)

  // a failed autosave is shown, and retried
  await page.unroute(`**/api/posts/${doc.id}?*autosave=true*`)
  await page.route(`**/api/posts/${doc.id}?*autosave=true*`, (route) =>
    route.abort('connectionreset'),
  )
  await title.press('End')
  await title.pressSequentially(' More.')
  await expect(autosaveStatus).toHaveText('Autosave failed. Retrying…', { timeout: 10_000 })
  await page.unroute(`**/api/posts/${doc.id}?*autosave=true*`)
  await expect(autosaveStatus).toHaveText(/Last saved/, { timeout: 10_000 })
  await page.reload()
  await expect(edit.field(/^Title/)).toHaveValue(`${typed} More.`)
})

test('a new document is created by its first autosave and keeps being edited at its new address', async ({
  page,
  request,
  baseURL,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/posts/create')
  const title = edit.field(/^Title/)
  // the create request answers slowly: typing goes on meanwhile and must survive the move to the new address
  await page.route('**/api/posts?*autosave=true*', async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.fulfill({ response: await route.fetch() })
  })
  const typed = 'Created by autosave, typed without a pause.'
  await title.pressSequentially(typed, { delay: 80 })
  await expect(page).toHaveURL(/\/posts\/\d+\?locale=en$/, { timeout: 10_000 })
  await expect(title).toHaveValue(typed)
  await expect(title).toBeFocused()
  await title.pressSequentially(' More.', { delay: 40 })
  const id = new URL(page.url()).pathname.split('/').pop()
  const origin = { headers: { Origin: new URL(baseURL!).origin } }
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`${baseURL}/api/posts/${id}?draft=true&depth=0`, origin)
          ).json()) as { title: string }
        ).title,
      { timeout: 20_000 },
    )
    .toBe(`${typed} More.`)
  // exactly one document was created, whatever was typed during the create request
  const found = (await (
    await request.get(
      `${baseURL}/api/posts?draft=true&depth=0&where[title][like]=Created by autosave`,
      origin,
    )
  ).json()) as { totalDocs: number }
  expect(found.totalDocs).toBe(1)
  await page.reload()
  await expect(title).toHaveValue(`${typed} More.`)
  await expect(page.getByRole('navigation', { name: 'Document views' })).toBeVisible()
})

test('a global with autosave drafts (site settings) autosaves what is typed as a draft, and a version of it is listed', async ({
  page,
  baseURL,
  request,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/globals/settings')
  const autosaveStatus = page
    .getByRole('status')
    .filter({ hasText: /Changes are saved automatically|Autosav|Last saved/ })
  await expect(autosaveStatus).toHaveText('Changes are saved automatically')
  const tagline = `Autosaved tagline ${Date.now()}`
  const saved = page.waitForResponse(
    (r) =>
      r.url().includes('/api/globals/settings?') && r.url().includes('autosave=true') && r.ok(),
  )
  await edit.field(/^Tagline/).fill(tagline)
  await saved
  await expect(autosaveStatus).toHaveText(/Last saved/)
  const draft = await request.get(`${baseURL}/api/globals/settings?draft=true&locale=en`, {
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect((await draft.json()) as { tagline: string; _status: string }).toMatchObject({
    tagline,
    _status: 'draft',
  })
  await page.getByRole('link', { name: /^Versions/ }).click()
  await expect(
    page.getByRole('table', { name: 'Versions' }).getByRole('row').nth(1).getByText('Autosave'),
  ).toBeVisible()
})

test('a new post its autosave created, left at once with nothing but a title, offers to discard it; keeping it or more content leaves without asking', async ({
  page,
  request,
  baseURL,
}) => {
  const edit = new EditPage(page)
  const origin = { headers: { Origin: new URL(baseURL!).origin } }
  const statusOf = async (id: string) =>
    (await request.get(`${baseURL}/api/posts/${id}?draft=true&depth=0`, origin)).status()
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const dialog = page.getByRole('alertdialog', { name: 'Discard this new draft?' })
  const startPost = async (title: string) => {
    await page.goto('/admin/collections/posts/create')
    await edit.field(/^Title/).fill(title)
    await expect(page).toHaveURL(/\/posts\/\d+\?locale=en$/, { timeout: 10_000 })
    return new URL(page.url()).pathname.split('/').pop()!
  }

  // Discarded: the try is deleted, and the way on is followed.
  const tried = await startPost(`A try ${Date.now()}`)
  await nav.getByRole('link', { name: 'Posts' }).click()
  await expect(dialog).toContainText('holds nothing but its title')
  // Escape stays on the page.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/posts/${tried}`))
  await nav.getByRole('link', { name: 'Posts' }).click()
  await dialog.getByRole('button', { name: 'Discard draft' }).click()
  await expect(page).toHaveURL(/\/collections\/posts$/)
  await expect(page.getByText('The new draft was discarded.')).toBeVisible()
  expect(await statusOf(tried)).toBe(404)

  // Kept: it stays, as a draft.
  const kept = await startPost(`Kept ${Date.now()}`)
  await nav.getByRole('link', { name: 'Posts' }).click()
  await dialog.getByRole('button', { name: 'Keep draft' }).click()
  await expect(page).toHaveURL(/\/collections\/posts$/)
  expect(await statusOf(kept)).toBe(200)

  // More than a title: no question.
  const fuller = await startPost(`Fuller ${Date.now()}`)
  await edit.field(/^Excerpt/).fill('Something worth keeping.')
  await expect(edit.status()).toHaveText(/Draft|Changed/)
  await expect
    .poll(async () => {
      const answer = await request.get(`${baseURL}/api/posts/${fuller}?draft=true&depth=0`, origin)
      return ((await answer.json()) as { excerpt?: string }).excerpt
    })
    .toBe('Something worth keeping.')
  await nav.getByRole('link', { name: 'Posts' }).click()
  await expect(page).toHaveURL(/\/collections\/posts$/)
  await expect(dialog).toHaveCount(0)
})

test('the posts list filters my unsaved new drafts: tries only autosave saved, mine only, until saved by hand', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const n = Date.now()
  const edit = new EditPage(page)
  const origin = new URL(baseURL!).origin
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  // A try of mine, left and kept.
  await page.goto('/admin/collections/posts/create')
  await edit.field(/^Title/).fill(`Unsaved try ${n}`)
  await expect(page).toHaveURL(/\/posts\/\d+\?locale=en$/, { timeout: 10_000 })
  const tryPath = new URL(page.url()).pathname
  await nav.getByRole('link', { name: 'Posts' }).click()
  await page
    .getByRole('alertdialog', { name: 'Discard this new draft?' })
    .getByRole('button', { name: 'Keep draft' })
    .click()
  // A draft of mine saved by hand, and someone else's try.
  await (await apiAsAdmin(request, baseURL!)).post('/posts?draft=true', { title: `By hand ${n}` })
  const editor = await ensureUser(request, baseURL!, 'editor')
  const asEditor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: origin },
  })
  await asEditor.post('/api/users/login', {
    data: { email: editor.email, password: editor.password },
  })
  expect(
    (
      await asEditor.post('/api/posts?autosave=true&draft=true', {
        data: { title: `Their try ${n}` },
      })
    ).ok(),
  ).toBe(true)
  await asEditor.dispose()
  // The list the guard led to may have been read before these were made: read it again.
  await page.reload()

  const toggle = page.getByRole('button', { name: 'My unsaved new drafts' })
  const table = page.getByRole('table', { name: 'Posts' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(table.getByRole('link', { name: `By hand ${n}` })).toBeVisible()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/preset=versions%3AmyNewDrafts/)
  await expect(table.getByRole('link', { name: `Unsaved try ${n}` })).toBeVisible()
  await expect(table.getByRole('link', { name: `By hand ${n}` })).toHaveCount(0)
  await expect(table.getByRole('link', { name: `Their try ${n}` })).toHaveCount(0)
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
  // From the address bar, the list is filtered the same.
  await page.reload()
  await expect(page.getByRole('button', { name: 'My unsaved new drafts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(table.getByRole('link', { name: `Unsaved try ${n}` })).toBeVisible()
  await expect(table.getByRole('link', { name: `By hand ${n}` })).toHaveCount(0)

  // Saved by hand, it is no longer a try.
  await page.goto(tryPath)
  await edit.saveDraft().click()
  await expect(page.getByText('Draft saved successfully.')).toBeVisible()
  await page.goto('/admin/collections/posts?preset=versions%3AmyNewDrafts')
  await expect(page.getByRole('button', { name: 'My unsaved new drafts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(table.getByRole('link', { name: `Unsaved try ${n}` })).toHaveCount(0)
  // Pressed again, the whole list is back.
  await page.getByRole('button', { name: 'My unsaved new drafts' }).click()
  await expect(table.getByRole('link', { name: `Unsaved try ${n}` })).toBeVisible()
})
