import { expect, test, type APIRequestContext } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin, ensureUser } from './support/accounts'
import { openFromAnotherSite } from './support/network'

/** A category of the test's own: `name` and `slug` end in `run`, unique to this run. */
async function newCategory(
  request: APIRequestContext,
  baseURL: string,
  name: string,
  slug: string,
) {
  const api = await apiAsAdmin(request, baseURL)
  const run = Date.now().toString(36)
  const { doc } = await api.post('/categories', { name: `${name} ${run}`, slug: `${slug}-${run}` })
  return { api, doc, run }
}

test('two users: locked modal, take over, taken-over modal, read-only, release on leave', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/pages', {
    title: 'Contested page',
    slug: 'contested-page',
    _status: 'published',
  })
  const editor = await ensureUser(request, baseURL!, 'editor')
  const headers = { Origin: new URL(baseURL!).origin }

  // Alice (the admin) opens the page and holds the lock.
  await page.clock.install()
  await page.goto(`/admin/collections/pages/${doc.id}`)
  const alice = new EditPage(page)
  await expect(alice.field(/^Title/)).toBeEditable()

  // Bob (an editor) opens it too.
  const { context: bobContext, page: bobPage } = await signInElsewhere(browser, editor)
  await bobPage.goto(`/admin/collections/pages/${doc.id}`)
  const locked = bobPage.getByRole('alertdialog', { name: 'Document locked' })
  await expect(locked).toContainText('Olivia Owner')
  await expect(locked.getByRole('button', { name: 'Go back' })).toBeVisible()

  // Read-only first: nothing can be saved.
  await locked.getByRole('button', { name: 'View read-only' }).click()
  await expect(locked).toBeHidden()
  const bob = new EditPage(bobPage)
  await expect(bob.field(/^Title/)).not.toBeEditable()
  await expect(bob.publish()).toHaveCount(0)

  // Then take over.
  await bobPage.reload()
  await bobPage
    .getByRole('alertdialog', { name: 'Document locked' })
    .getByRole('button', { name: 'Take over' })
    .click()
  await expect(bob.field(/^Title/)).toBeEditable()
  await bob.field(/^Title/).fill('Contested page, Bob')
  await bob.publish().click()
  await expect(bob.toast('Updated successfully.')).toBeVisible()

  // Alice learns at her next lock check (at most 10 s later).
  await page.clock.fastForward('00:11')
  const takenOver = page.getByRole('alertdialog', { name: 'Editing taken over' })
  await expect(takenOver).toContainText('Another user has taken over editing this document.')
  await takenOver.getByRole('button', { name: 'View read-only' }).click()
  await expect(alice.field(/^Title/)).not.toBeEditable()

  // Bob leaves: his lock is released.
  await bobPage
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Pages' })
    .click()
  await expect(bobPage).toHaveURL(/\/admin\/collections\/pages$/)
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`${baseURL}/api/folio/locks?collection=pages&id=${doc.id}`, {
              headers,
            })
          ).json()) as { isLocked: boolean }
        ).isLocked,
    )
    .toBe(false)
  await bobContext.close()
})

test('a related document someone else holds opens in the drawer with the locked modal, not a refused save', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { api, doc: category, run } = await newCategory(request, baseURL!, 'Held category', 'held')
  const { doc: item } = await api.post('/showcase', {
    title: `Points at a held category ${run}`,
    category: category.id,
  })
  const editor = await ensureUser(request, baseURL!, 'editor')

  // Bob (an editor) edits the category and holds its lock.
  const { context: bobContext, page: bobPage } = await signInElsewhere(browser, editor)
  await bobPage.goto(`/admin/collections/categories/${category.id}`)
  await expect(new EditPage(bobPage).field(/^Name/)).toBeEditable()

  // Alice opens the category from the showcase item's relationship field, in a drawer.
  await page.goto(`/admin/collections/showcase/${item.id}`)
  await page.getByRole('button', { name: `Edit Held category ${run}` }).click()
  const locked = page.getByRole('alertdialog', { name: 'Document locked' })
  await expect(locked).toContainText(editor.email)
  // 'Go back' closes the drawer and leaves the page where it was.
  await locked.getByRole('button', { name: 'Go back' }).click()
  await expect(page.getByRole('dialog', { name: `Held category ${run}` })).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/collections/showcase/${item.id}`))

  // Read-only: the drawer's form cannot be edited or saved.
  await page.getByRole('button', { name: `Edit Held category ${run}` }).click()
  await page
    .getByRole('alertdialog', { name: 'Document locked' })
    .getByRole('button', { name: 'View read-only' })
    .click()
  const drawer = page.getByRole('dialog', { name: `Held category ${run}` })
  await expect(drawer.getByLabel(/^Name/)).not.toBeEditable()
  await expect(drawer.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
  await bobContext.close()
})

test('opened from another site’s link, the form is editable while the lock is taken when the page said it was free, and not when someone held it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { doc } = await newCategory(request, baseURL!, 'Free category', 'free')
  const editor = await ensureUser(request, baseURL!, 'editor')
  const { context: bobContext, page: bobPage } = await signInElsewhere(browser, editor)

  // Alice's lock request waits: the page said nobody held the lock, so she can type meanwhile.
  let releaseAlice = () => {}
  const aliceWaits = new Promise<void>((resolve) => (releaseAlice = resolve))
  await page.route('**/api/folio/locks', async (route) => {
    if (route.request().method() === 'POST') await aliceWaits
    await route.continue()
  })
  // Another site's page only reads the lock: the editor takes it itself.
  await openFromAnotherSite(page, `/admin/collections/categories/${doc.id}`)
  const alice = new EditPage(page)
  await expect(alice.field(/^Name/)).toBeEditable()

  // Meanwhile Bob opens it from the address bar: his page takes the lock, and his form is
  // editable without asking for it. Alice's answer says so.
  const bobAsked: string[] = []
  bobPage.on('request', (r) => {
    if (r.url().includes('/api/folio/locks')) bobAsked.push(r.method())
  })
  await bobPage.goto(`/admin/collections/categories/${doc.id}`)
  await expect(new EditPage(bobPage).field(/^Name/)).toBeEditable()
  expect(bobAsked).toEqual([])
  releaseAlice()
  const locked = page.getByRole('alertdialog', { name: 'Document locked' })
  await expect(locked).toContainText(editor.email)
  await locked.getByRole('button', { name: 'View read-only' }).click()
  await expect(alice.field(/^Name/)).not.toBeEditable()

  // Opened again while Bob holds it, the page says so: read-only until the lock's answer.
  let releaseAgain = () => {}
  const waitsAgain = new Promise<void>((resolve) => (releaseAgain = resolve))
  await page.unroute('**/api/folio/locks')
  await page.route('**/api/folio/locks', async (route) => {
    if (route.request().method() === 'POST') await waitsAgain
    await route.continue()
  })
  const lockAsked = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/api/folio/locks'),
  )
  await page.reload()
  await lockAsked
  await expect(locked).toBeHidden()
  await expect(alice.field(/^Name/).and(page.locator(':read-write'))).toHaveCount(0)
  releaseAgain()
  await expect(locked).toContainText(editor.email)
  await bobContext.close()
})

test('opened from another site’s link while the lock request gets no answer (offline), the form stays editable and the lock is taken at the next check', async ({
  page,
  request,
  baseURL,
}) => {
  const { doc, run } = await newCategory(request, baseURL!, 'Unanswered lock', 'unanswered')
  await page.clock.install()
  let lockRequests = 0
  await page.route('**/api/folio/locks', async (route) => {
    if (route.request().method() === 'POST' && lockRequests++ === 0)
      return route.abort('internetdisconnected')
    await route.continue()
  })
  const unanswered = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/folio/locks'))
  await openFromAnotherSite(page, `/admin/collections/categories/${doc.id}`)
  await unanswered
  const name = new EditPage(page).field(/^Name/)
  await name.fill(`Typed before the lock ${run}`)
  await expect(name).toBeEditable()

  const taken = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/folio/locks') && r.ok(),
  )
  await page.clock.runFor(10_000)
  expect(((await (await taken).json()) as { isMine: boolean }).isMine).toBe(true)
  await expect(name).toBeEditable()
  await expect(name).toHaveValue(`Typed before the lock ${run}`)
})
