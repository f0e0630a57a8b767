import { expect, test, type Page } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin } from './support/accounts'

test('unsaved changes: leaving by a link or switching locale asks first; saved changes do not', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  // pages have drafts without autosave (posts autosave: see below)
  const { doc } = await api.post('/pages', {
    title: 'Guarded post',
    slug: 'guarded-page',
    _status: 'published',
  })
  const edit = new EditPage(page)
  await page.goto(`/admin/collections/pages/${doc.id}`)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })

  // nothing typed: links just work
  await nav.getByRole('link', { name: 'Posts' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts$/)
  await page.goBack()

  await edit.field(/^Title/).fill('Guarded post, edited')
  await nav.getByRole('link', { name: 'Posts' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving' })
  await expect(dialog).toContainText(
    'Your changes have not been saved. If you leave now, you will lose your changes.',
  )
  await dialog.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/pages/${doc.id}`))
  await expect(edit.field(/^Title/)).toHaveValue('Guarded post, edited')

  await page.getByLabel('Locale').selectOption({ label: 'German' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).not.toHaveURL(/locale=de/)
  await expect(edit.field(/^Title/)).toHaveValue('Guarded post, edited')

  // typing back the saved value makes the form clean again
  await edit.field(/^Title/).fill('Guarded post')
  await nav.getByRole('link', { name: 'Categories', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/categories$/)
  await page.goBack()

  await edit.field(/^Title/).fill('Guarded post, leaving anyway')
  await nav.getByRole('link', { name: 'Posts' }).click()
  await dialog.getByRole('button', { name: 'Leave anyway' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts$/)
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await expect(edit.field(/^Title/)).toHaveValue('Guarded post')

  await edit.field(/^Title/).fill('Guarded post, saved')
  await edit.publish().click()
  // The page was published already: its status says so before this publish has been answered.
  await expect(edit.toast(/successfully/).first()).toBeVisible()
  await expect(edit.status()).toHaveText('Status: Published')
  await nav.getByRole('link', { name: 'Posts' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts$/)
})

test('with autosave drafts (posts) leaving asks only while a change is not saved yet', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/posts', {
    title: 'Autosaved, then no warning',
    _status: 'published',
  })
  await page.goto(`/admin/collections/posts/${doc.id}`)
  await new EditPage(page).field(/^Title/).fill('Autosaved, then no warning, edited')
  const pagesLink = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Pages' })
  await pagesLink.click()
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving' })
  await dialog.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Last saved/ })).toBeVisible({
    timeout: 10_000,
  })
  await pagesLink.click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages$/)
})

test('closing the tab with unsaved changes asks the browser question', async ({ page }) => {
  const edit = new EditPage(page)
  await page.goto('/admin/globals/settings')
  await edit.field(/^Site name/).fill('Unsaved site name')
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => (resolve(d.type()), void d.accept())),
  )
  const closed = new Promise<void>((resolve) => page.once('close', () => resolve()))
  await page.close({ runBeforeUnload: true })
  expect(await asked).toBe('beforeunload')
  await closed
})

/** Opens a document from its list by a click, so that going back stays inside the admin. */
async function openFromList(page: Page, collection: string, title: string) {
  await page.goto(`/admin/collections/${collection}?search=${encodeURIComponent(title)}`)
  await page.getByRole('link', { name: title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
}

test('unsaved changes: the browser back button asks first; stay keeps them, leave goes back; history works afterwards', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/pages', {
    title: 'Back-guarded page',
    slug: 'back-guarded-page',
    _status: 'published',
  })
  const edit = new EditPage(page)
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving' })
  const docURL = new RegExp(`/admin/collections/pages/${doc.id}(\\?locale=en)?$`)
  const listURL = /\/admin\/collections\/pages\?search=/
  await openFromList(page, 'pages', 'Back-guarded page')

  // nothing typed: back and forward just work
  await page.goBack()
  await expect(page).toHaveURL(listURL)
  await page.goForward()
  await expect(page).toHaveURL(docURL)
  await expect(dialog).toBeHidden()

  await edit.field(/^Title/).fill('Back-guarded page, edited')
  await page.goBack()
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(1)
  await expect(page).toHaveURL(docURL)
  await dialog.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(docURL)
  await expect(edit.field(/^Title/)).toHaveValue('Back-guarded page, edited')

  await page.goBack()
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(docURL)
  await dialog.getByRole('button', { name: 'Leave anyway' }).click()
  await expect(page).toHaveURL(listURL)
  await expect(dialog).toBeHidden()

  // the router kept count: forward, back and links still go where they should
  await page.goForward()
  await expect(page).toHaveURL(docURL)
  await expect(edit.field(/^Title/)).toHaveValue('Back-guarded page')
  await page.goBack()
  await expect(page).toHaveURL(listURL)
  await expect(page.getByRole('link', { name: 'Back-guarded page', exact: true })).toBeVisible()
  await page.goForward()
  await expect(page).toHaveURL(docURL)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Posts' })
    .click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts$/)
  await page.goBack()
  await expect(page).toHaveURL(docURL)
  await expect(dialog).toBeHidden()
})

test('unsaved changes: the browser forward button asks first too', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/pages', {
    title: 'Forward-guarded page',
    slug: 'forward-guarded-page',
    _status: 'published',
  })
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving' })
  await openFromList(page, 'pages', 'Forward-guarded page')
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Posts' })
    .click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts$/)
  await page.goBack()
  await new EditPage(page).field(/^Title/).fill('Forward-guarded page, edited')
  await page.goForward()
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${doc.id}(\\?locale=en)?$`))
  await dialog.getByRole('button', { name: 'Leave anyway' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts$/)
})

test('with the warning switched off (categories) going back asks nothing, even with unsaved changes', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  await api.post('/categories', { name: 'Unguarded category', slug: 'unguarded-category' })
  await openFromList(page, 'categories', 'Unguarded category')
  await new EditPage(page).field(/^Name/).fill('Unguarded category, edited')
  await page.goBack()
  await expect(page).toHaveURL(/\/admin\/collections\/categories\?search=/)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

test('with autosave drafts (posts) going back asks nothing once the change is saved', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  await api.post('/posts', { title: 'Autosaved, back without warning', _status: 'published' })
  await openFromList(page, 'posts', 'Autosaved, back without warning')
  await new EditPage(page).field(/^Title/).fill('Autosaved, back without warning!')
  await expect(page.getByRole('status').filter({ hasText: /Last saved/ })).toBeVisible({
    timeout: 10_000,
  })
  await page.goBack()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\?search=/)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})
