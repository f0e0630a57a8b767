import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { RelationField } from './pages/RelationField'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'
import { createMedia } from './support/media'

const run = Date.now().toString(36)
const names = {
  design: `Design notes ${run}`,
  engineering: `Engineering ${run}`,
  post: `Related post ${run}`,
  page: `Related page ${run}`,
  created: `Made in a drawer ${run}`,
  renamed: `Renamed in a drawer ${run}`,
  media: `cover-${run}.png`,
  item: `Related things ${run}`,
}

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: '.tmp/e2e-admin.json' })
  const api = await apiAsAdmin(context.request, baseURL!)
  await api.post('/categories', { name: names.design, slug: `design-${run}` })
  await api.post('/categories', { name: names.engineering, slug: `engineering-${run}` })
  await api.post('/posts', { title: names.post })
  await api.post('/pages', { title: names.page, slug: `related-page-${run}` })
  await createMedia(context.request, baseURL!, {
    filename: names.media,
    alt: 'A blue square',
    color: '#4650d8',
  })
  await context.close()
})

test('relationships: search, polymorphic values, create and edit in a drawer, uploads, saved and shown in the list', async ({
  page,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/showcase/create')
  await edit.field(/^Title/).fill(names.item)

  // create a new category in a drawer: it becomes the value
  const category = new RelationField(page, 'Category')
  await category.group().getByRole('button', { name: 'Add new Category' }).click()
  const createDrawer = page.getByRole('dialog', { name: 'Create new Category' })
  await expect(createDrawer).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await createDrawer.getByLabel(/^Name/).fill(names.created)
  // closing with unsaved changes asks first; staying keeps what was typed
  await createDrawer.getByRole('button', { name: 'Close' }).click()
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(createDrawer.getByLabel(/^Name/)).toHaveValue(names.created)
  await createDrawer.getByLabel(/^Slug/).fill(`made-${run}`)
  await createDrawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(createDrawer).toBeHidden()
  await expect(category.chips()).toHaveText([names.created])

  // open it in a drawer, rename it: the title follows
  await category
    .group()
    .getByRole('button', { name: `Edit ${names.created}` })
    .click()
  const editDrawer = page.getByRole('dialog', { name: names.created })
  await expect(editDrawer.getByLabel(/^Name/)).toHaveValue(names.created)
  await editDrawer.getByLabel(/^Name/).fill(names.renamed)
  await editDrawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()
  const renamedDrawer = page.getByRole('dialog', { name: names.renamed })
  await renamedDrawer.getByRole('button', { name: 'Close' }).click()
  await expect(renamedDrawer).toBeHidden()
  await expect(category.chips()).toHaveText([names.renamed])

  // remove it, then search and choose an existing one
  await category
    .group()
    .getByRole('button', { name: `Remove: ${names.renamed}` })
    .click()
  await category.combobox().fill(`notes ${run}`)
  await expect(page.getByRole('option')).toHaveText([names.design])
  await page.getByRole('option', { name: names.design }).click()
  await expect(category.chips()).toHaveText([names.design])

  // polymorphic hasMany: a post, then a page
  const related = new RelationField(page, 'Related content')
  await related.choose(names.post, names.post)
  await related.collection().selectOption({ label: 'Page' })
  await related.choose(names.page, names.page)
  await expect(related.chips()).toHaveText([`Post${names.post}`, `Page${names.page}`])

  // upload: choose from existing in the drawer
  const cover = page.getByRole('group', { name: 'Cover image' })
  await cover.getByRole('button', { name: 'Choose from existing' }).click()
  const chooser = page.getByRole('dialog', { name: 'Select existing Media' })
  await chooser.getByRole('searchbox').fill(`cover-${run}`)
  await expect(chooser.getByRole('option')).toHaveCount(1)
  expect(await seriousViolations(page)).toEqual([])
  await chooser.getByRole('option', { name: names.media }).click()
  await expect(chooser).toBeHidden()
  await expect(cover.getByRole('listitem')).toContainText(names.media)
  await expect(cover.getByRole('listitem')).toContainText('A blue square')

  await edit.save().click()
  await expect(edit.toast('Showcase item successfully created.')).toBeVisible()
  await expect(page).toHaveURL(/\/showcase\/\d+/)

  await page.reload()
  await expect(category.chips()).toHaveText([names.design])
  await expect(related.chips()).toHaveText([`Post${names.post}`, `Page${names.page}`])
  const thumbnail = page.getByRole('group', { name: 'Cover image' }).locator('img')
  await thumbnail.scrollIntoViewIfNeeded() // loaded lazily
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)

  // list cells: the titles and the thumbnail, one request per related collection
  const titleRequests: string[] = []
  page.on('request', (r) => {
    if (/\/api\/(categories|posts|pages|media)\?/.test(r.url()))
      titleRequests.push(new URL(r.url()).pathname)
  })
  await page.goto(`/admin/collections/showcase?search=${encodeURIComponent(names.item)}`)
  await page.getByRole('button', { name: 'Columns' }).click()
  const picker = page.getByRole('dialog', { name: 'Columns' })
  for (const column of ['Category', 'Related content', 'Cover image'])
    await picker.getByRole('checkbox', { name: column }).check()
  await page.keyboard.press('Escape')
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: names.item })
  await expect(row).toContainText(names.design)
  await expect(row).toContainText(`${names.post}, ${names.page}`)
  await expect(row).toContainText(names.media)
  await expect(row.locator('img')).toBeVisible()
  expect(titleRequests.filter((p) => p === '/api/posts')).toHaveLength(1)
})

test('hasMany relationships list chosen documents as not choosable again; a drawer opens from a drawer', async ({
  page,
}) => {
  await page.goto('/admin/collections/posts/create')
  const topics = new RelationField(page, 'Topics')
  await topics.choose(names.engineering, names.engineering)
  await topics.choose(names.design, names.design)
  await expect(topics.chips()).toHaveText([names.engineering, names.design])
  // the chosen ones stay listed but cannot be chosen twice
  await topics.combobox().fill(run)
  await expect(page.getByRole('option', { name: names.design })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')

  // drawers stack: the parent item in one drawer, its category in a second on top
  await page.goto('/admin/collections/showcase/create')
  const parent = new RelationField(page, 'Parent item')
  await parent.choose(names.item, names.item)
  await parent
    .group()
    .getByRole('button', { name: `Edit ${names.item}` })
    .click()
  const first = page.getByRole('dialog', { name: names.item })
  await first
    .getByRole('group', { name: 'Category' })
    .getByRole('button', { name: `Edit ${names.design}` })
    .click()
  const second = page.getByRole('dialog', { name: names.design })
  await expect(second.getByLabel(/^Name/)).toHaveValue(names.design)
  await page.keyboard.press('Escape')
  await expect(second).toBeHidden()
  await expect(first).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(first).toBeHidden()
})
