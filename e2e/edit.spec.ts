import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { SelectField } from './pages/SelectField'
import { apiAsAdmin } from './support/accounts'

test('create a post with every basic field type, then update it', async ({ page }) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/posts')
  await page.getByRole('link', { name: 'Create New' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/create/)
  await expect(edit.heading()).toHaveText('Create new Post')

  await edit.field(/^Title/).fill('Hello from the browser')
  await edit.field('Excerpt').fill('A short excerpt\nover two lines')
  await edit.field('Reading time (minutes)').fill('7')
  await page.getByRole('group', { name: 'Audience' }).getByLabel('Members').check()
  await edit.field('Contact email').fill('desk@folio.test')
  const category = new SelectField(page, 'Category')
  const editorialStatus = new SelectField(page, 'Editorial status')
  await category.choose('Guides')
  await editorialStatus.choose('In review')
  await edit.field('Featured').check()
  await edit.field('Publish date').fill('2026-03-14')
  await edit.publish().click()

  // Posts autosave every 2 s: on a slow machine the first autosave creates the post while the
  // fields are being filled, and publishing then updates it.
  await expect(edit.toast(/Post successfully created\.|Updated successfully\./)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+\?locale=en$/)
  await page.reload()
  await expect(edit.field(/^Title/)).toHaveValue('Hello from the browser')
  await expect(edit.field('Excerpt')).toHaveValue('A short excerpt\nover two lines')
  await expect(edit.field('Reading time (minutes)')).toHaveValue('7')
  await expect(page.getByRole('group', { name: 'Audience' }).getByLabel('Members')).toBeChecked()
  await expect(edit.field('Contact email')).toHaveValue('desk@folio.test')
  await expect(category.combobox()).toHaveValue('Guides')
  await expect(editorialStatus.combobox()).toHaveValue('In review')
  await expect(edit.field('Featured')).toBeChecked()
  await expect(edit.field('Publish date')).toHaveValue('2026-03-14')

  await expect(edit.status()).toHaveText('Status: Published')
  await edit.field(/^Title/).fill('Hello again')
  await edit.publish().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()
  await page.reload()
  await expect(edit.heading()).toHaveText('Hello again')
})

test('required, length and range rules show inline before saving, without a request', async ({
  page,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/posts/create')
  let writes = 0
  page.on('request', (r) => {
    // publishing saves only: the permission checks (POST …/access) are reads, and an autosave (a
    // draft, every 2 s while typing on a slow machine) is not the save the rules hold back
    const url = r.url()
    const isSave = url.includes('/api/posts') && !url.includes('/access') && r.method() !== 'GET'
    if (isSave && !url.includes('autosave=true')) writes++
  })
  await edit.publish().click()
  await expect(page.getByText('This field is required.')).toBeVisible()
  await expect(edit.field(/^Title/)).toBeFocused()
  await edit.field(/^Title/).fill('Hi')
  await expect(
    page.getByText('This value must be longer than the minimum length of 3 characters.'),
  ).toBeVisible()
  await edit.field(/^Title/).fill('Long enough')
  await expect(
    page.getByText('This value must be longer than the minimum length of 3 characters.'),
  ).toBeHidden()
  await edit.field('Reading time (minutes)').fill('500')
  await edit.field('Reading time (minutes)').blur()
  await expect(page.getByText(/500 is greater than the max allowed/)).toBeVisible()
  await edit.field('Contact email').fill('not-an-email')
  await edit.field('Contact email').blur()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await edit.publish().click()
  await expect(edit.toast('Please correct the highlighted fields.')).toBeVisible()
  expect(writes).toBe(0)
})

test('server validation errors land on their fields', async ({ page, request, baseURL }) => {
  const api = await apiAsAdmin(request, baseURL!)
  await api.post('/pages', { title: 'Taken', slug: 'taken-slug' })
  const edit = new EditPage(page)
  await page.goto('/admin/collections/pages/create')
  await edit.field(/^Title/).fill('Another page')
  await edit.field(/^Slug/).fill('taken-slug')
  await edit.publish().click()
  const slugField = page.locator('[data-field="slug"]')
  await expect(slugField.getByText(/Value must be unique/)).toBeVisible()
  await expect(edit.field(/^Slug/)).toHaveAttribute('aria-invalid', 'true')
  await expect(edit.toast(/invalid/i)).toBeVisible()
})

test('a failed save keeps everything typed and shows the network error', async ({ page }) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/posts/create')
  await edit.field(/^Title/).fill('Typed before the outage')
  await edit.field('Excerpt').fill('Nothing of this may be lost')
  await page.route('**/api/posts?**', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  )
  await edit.saveDraft().click()
  await expect(edit.toast(/^Network error: /)).toBeVisible()
  await expect(edit.field(/^Title/)).toHaveValue('Typed before the outage')
  await expect(edit.field('Excerpt')).toHaveValue('Nothing of this may be lost')
  await expect(page).toHaveURL(/\/create/)

  await page.unroute('**/api/posts?**')
  await edit.saveDraft().click()
  await expect(edit.toast('Post successfully created.')).toBeVisible()
  await expect(edit.status()).toHaveText('Status: Draft')
})

test('a global is edited and published with POST', async ({ page }) => {
  const edit = new EditPage(page)
  await page.goto('/admin/globals/settings')
  await expect(edit.heading()).toHaveText('Site settings')
  await edit.field(/^Site name/).fill('The Folio Times')
  await edit.field('Posts per page').fill('12')
  await edit.field('Maintenance mode').check()
  // The settings have drafts (autosaved); Publish makes the changes live.
  const published = page.waitForRequest(
    (r) =>
      r.url().includes('/api/globals/settings') &&
      r.method() === 'POST' &&
      !r.url().includes('draft=true') &&
      r.postDataJSON()?._status === 'published',
  )
  await edit.publish().click()
  await published
  await expect(edit.status()).toHaveText('Status: Published')
  await page.reload()
  await expect(edit.field(/^Site name/)).toHaveValue('The Folio Times')
  await expect(edit.field('Posts per page')).toHaveValue('12')
  await expect(edit.field('Maintenance mode')).toBeChecked()
})

test('the locale switcher edits the German version of a localized field', async ({ page }) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/posts/create')
  await edit.field(/^Title/).fill('English title')
  await edit.publish().click()
  await expect(page).toHaveURL(/\/posts\/\d+\?locale=en$/)
  await page.getByLabel('Locale').selectOption({ label: 'German' })
  await expect(page).toHaveURL(/locale=de/)
  await expect(edit.field(/^Title/)).toHaveValue('')
  // the empty German title shows the English one as its placeholder
  await expect(edit.field(/^Title/)).toHaveAttribute('placeholder', 'English title')
  await edit.field(/^Title/).fill('Deutscher Titel')
  await edit.publish().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()
  await page.getByLabel('Locale').selectOption({ label: 'English' })
  await expect(edit.field(/^Title/)).toHaveValue('English title')
})
