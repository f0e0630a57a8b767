import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { SelectField } from './pages/SelectField'

test('every value field type is entered, saved, reloaded and shown again', async ({ page }) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/showcase/create')
  await expect(edit.heading()).toHaveText('Create new Showcase item')
  await expect(edit.field(/^Title/)).toHaveAttribute('placeholder', 'A short title')

  await edit.field(/^Title/).fill('Everything at once')
  await edit.field('Summary').fill('Two\nlines')
  await edit.field('Rating').fill('4.5')
  await edit.field('Active').check()
  const status = new SelectField(page, 'Status')
  const tags = new SelectField(page, 'Tags')
  await status.choose('Live')
  await tags.choose('Design')
  await tags.choose('Video')
  await page.getByRole('group', { name: 'Size' }).getByLabel('M').check()
  await edit.field('Starts at').fill('2026-05-04T09:30')
  await edit.field('Contact').fill('show@folio.test')
  const location = page.getByRole('group', { name: 'Location' })
  await location.getByLabel('Longitude').fill('13.4')
  await location.getByLabel('Latitude').fill('95')
  await location.getByLabel('Latitude').blur()
  await expect(page.getByText('Latitude must be between -90 and 90.')).toBeVisible()
  await location.getByLabel('Latitude').fill('52.5')

  await edit.field('Settings').fill('{ "theme": "dark", ')
  await edit.field('Settings').blur()
  await expect(page.getByText(/^This is not valid JSON: /)).toBeVisible()
  await edit.save().click()
  await expect(edit.toast('Please correct the highlighted fields.')).toBeVisible()
  await edit.field('Settings').fill('{ "theme": "dark", "columns": 3 }')
  await expect(page.getByText(/^This is not valid JSON: /)).toBeHidden()

  const code = page.getByRole('textbox', { name: 'Snippet' })
  await code.click()
  await page.keyboard.type('const answer = 42')
  await edit.save().click()
  await expect(edit.toast('Showcase item successfully created.')).toBeVisible()
  await expect(page).toHaveURL(/\/showcase\/\d+/)

  await page.reload()
  await expect(edit.field(/^Title/)).toHaveValue('Everything at once')
  await expect(edit.field('Summary')).toHaveValue('Two\nlines')
  await expect(edit.field('Rating')).toHaveValue('4.5')
  await expect(edit.field('Active')).toBeChecked()
  await expect(status.combobox()).toHaveValue('Live')
  await expect(tags.chips()).toHaveText(['Design', 'Video'])
  await expect(page.getByRole('group', { name: 'Size' }).getByLabel('M')).toBeChecked()
  await expect(edit.field('Starts at')).toHaveValue('2026-05-04T09:30')
  await expect(edit.field('Contact')).toHaveValue('show@folio.test')
  await expect(location.getByLabel('Longitude')).toHaveValue('13.4')
  await expect(location.getByLabel('Latitude')).toHaveValue('52.5')
  expect(JSON.parse(await edit.field('Settings').inputValue())).toEqual({
    theme: 'dark',
    columns: 3,
  })
  await expect(page.getByRole('textbox', { name: 'Snippet' })).toHaveText('const answer = 42')

  await page.goto('/admin/collections/showcase')
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: 'Everything at once' })
  await expect(row).toContainText('Live')
  await expect(row).toContainText('Design')
  await expect(row).toContainText('Video')
})

test('rows, collapsibles, groups and tabs arrange fields; nested values save under their paths', async ({
  page,
  request,
  baseURL,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/showcase/create')
  await edit.field(/^Title/).fill('Laid out')
  await edit.field('First name').fill('Ada')
  await edit.field('Last name').fill('Lovelace')
  const details = page.locator('details').filter({ hasText: 'Details' })
  await expect(details).toHaveAttribute('open', '')
  // the notes show only while the item is active (a condition)
  await edit.field('Active').check()
  await details.getByLabel('Notes').fill('In a collapsible')
  const seo = page.getByRole('group', { name: 'Search engines' })
  await seo.getByLabel('Meta title').fill('x'.repeat(61))
  await seo.getByLabel('Meta title').blur()
  await expect(
    seo.getByText('This value must be shorter than the max length of 60 characters.'),
  ).toBeVisible()
  await seo.getByLabel('Meta title').fill('A meta title')
  await seo.getByLabel('Meta description').fill('A meta description')

  const tabs = page.getByRole('tablist', { name: 'Sections' })
  await expect(tabs.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('tabpanel').getByLabel('Headline').fill('Big news')
  await tabs.getByRole('tab', { name: 'Statistics' }).click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('0')
  await page.getByLabel(/^Views/).fill('')
  await tabs.getByRole('tab', { name: 'Content' }).click()
  await edit.save().click()
  // the required field in the hidden tab still blocks the save
  await expect(edit.toast('Please correct the highlighted fields.')).toBeVisible()
  await tabs.getByRole('tab', { name: 'Statistics' }).click()
  await expect(page.getByText('This field is required.')).toBeVisible()
  await page.getByLabel(/^Views/).fill('1234')
  await edit.save().click()
  await expect(edit.toast('Showcase item successfully created.')).toBeVisible()

  const id = /\/showcase\/(\d+)/.exec(page.url())![1]
  const res = await request.get(`${baseURL}/api/showcase/${id}?depth=0`, {
    headers: { Origin: new URL(baseURL!).origin },
  })
  const saved = (await res.json()) as Record<string, unknown>
  expect(saved).toMatchObject({
    firstName: 'Ada',
    lastName: 'Lovelace',
    notes: 'In a collapsible',
    headline: 'Big news',
    seo: { title: 'A meta title', description: 'A meta description' },
    stats: { views: 1234 },
  })

  await page.reload()
  await expect(
    page.getByRole('group', { name: 'Search engines' }).getByLabel('Meta title'),
  ).toHaveValue('A meta title')
  await page
    .getByRole('tablist', { name: 'Sections' })
    .getByRole('tab', { name: 'Statistics' })
    .click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('1234')
})

test('text and number fields with hasMany take several values as chips', async ({ page }) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/showcase/create')
  await edit.field(/^Title/).fill('Many values')
  const keywords = page.getByRole('textbox', { name: 'Keywords' })
  await keywords.fill('alpha')
  await keywords.press('Enter')
  await keywords.fill('beta,')
  await keywords.fill('gamma')
  await keywords.press('Enter')
  const keywordList = page.getByRole('list', { name: 'Keywords' })
  await expect(keywordList.getByRole('listitem')).toHaveText(
    ['alpha', 'beta', 'gamma'].map((v) => new RegExp(`^${v}`)),
  )
  await keywordList.getByRole('button', { name: 'Remove: beta' }).click()
  await keywords.fill('x'.repeat(21))
  await keywords.press('Enter')
  await keywords.blur()
  await expect(
    page.getByText('This value must be shorter than the max length of 20 characters.'),
  ).toBeVisible()
  await keywords.press('Backspace')
  await expect(
    page.getByText('This value must be shorter than the max length of 20 characters.'),
  ).toBeHidden()

  const numbers = page.getByRole('spinbutton', { name: 'Lucky Numbers' })
  await numbers.fill('7')
  await numbers.press('Enter')
  await numbers.fill('42')
  await numbers.press('Enter')
  await edit.save().click()
  await expect(edit.toast('Showcase item successfully created.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText([
    /^alpha/,
    /^gamma/,
  ])
  await expect(page.getByRole('list', { name: 'Lucky Numbers' }).getByRole('listitem')).toHaveText([
    /^7/,
    /^42/,
  ])
})
