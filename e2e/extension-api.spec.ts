import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin } from './support/accounts'

// The browser tests run the test build: Folio with the test plugin of test/plugins/sample, which
// adds a document panel to showcase items, a stepper kit for their Views field and its own strings.

test('a plugin adds a document panel, a field kit and its strings, through the extension API alone', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const title = `Four words per title ${Date.now().toString(36)}`
  const { doc } = await api.post('/showcase', { title })
  const edit = new EditPage(page)
  await page.goto(`/admin/collections/showcase/${doc.id}`)

  const panel = page.getByRole('region', { name: 'About this item' })
  await expect(panel).toHaveText(`About this item“${title}” has 5 words in its title.`)

  await page
    .getByRole('tablist', { name: 'Sections' })
    .getByRole('tab', { name: 'Statistics' })
    .click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('0')
  // The kit's buttons step the number within the field's min (0).
  await expect(page.getByRole('button', { name: 'One less: Views' })).toBeVisible()
  await page.getByRole('button', { name: 'One less: Views' }).click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('0')
  await page.getByRole('button', { name: 'One more: Views' }).click()
  await page.getByRole('button', { name: 'One more: Views' }).click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('2')
  await edit.save().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()

  await page.reload()
  await page
    .getByRole('tablist', { name: 'Sections' })
    .getByRole('tab', { name: 'Statistics' })
    .click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('2')
  // Other collections do not get the panel.
  await page.goto('/admin/collections/categories/create')
  await expect(page.getByRole('heading', { name: 'Create new Category' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'About this item' })).toHaveCount(0)
})

test('the plugin’s strings follow the admin language', async ({ browser, request, baseURL }) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/showcase', { title: 'Zwei Wörter' })
  const context = await browser.newContext({ storageState: '.tmp/e2e-admin.json', locale: 'de-DE' })
  await context.addCookies([{ name: 'folio-lng', value: 'de', url: baseURL! }])
  const page = await context.newPage()
  await page.goto(`/admin/collections/showcase/${doc.id}`)
  await expect(page.getByRole('region', { name: 'Über dieses Stück' })).toContainText(
    '„Zwei Wörter“ hat 2 Wörter im Titel.',
  )
  await page
    .getByRole('tablist', { name: 'Abschnitte' })
    .getByRole('tab', { name: 'Statistik' })
    .click()
  await expect(page.getByRole('button', { name: 'Eins mehr: Aufrufe' })).toBeVisible()
  await context.close()
})
