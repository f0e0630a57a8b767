import { expect, test } from '@playwright/test'
import { SelectField } from './pages/SelectField'
import { apiAsAdmin } from './support/accounts'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request, baseURL }) => {
  const api = await apiAsAdmin(request, baseURL!)
  for (let i = 1; i <= 23; i++) {
    await api.post('/posts', {
      title: `Listed post ${String(i).padStart(2, '0')}`,
      readingTime: i,
      category: i % 2 ? 'news' : 'guides',
    })
  }
})

test('the posts list pages through documents with ranges, neighbours and page sizes', async ({
  page,
}) => {
  await page.goto('/admin/collections/posts')
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Title' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Category' })).toBeVisible()
  await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(10)

  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await pagination.getByRole('button', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText(/^11-20 of \d+$/)).toBeVisible()
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.getByLabel('Per Page').selectOption('5')
  await expect(page).toHaveURL(/limit=5/)
  await expect(page.getByText(/^1-5 of \d+$/)).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(5)
  // one neighbour either side: page 1 shows 1, 2, …, last
  await expect(pagination.getByRole('button', { name: 'Page 3' })).toHaveCount(0)

  await page.reload()
  await expect(page.getByText(/^1-5 of \d+$/)).toBeVisible()
})

test('sorting by a column header and searching by title', async ({ page }) => {
  await page.goto('/admin/collections/posts?limit=50&search=Listed')
  const header = page.getByRole('columnheader', { name: 'Title' })
  await header.getByRole('button').click()
  await expect(page).toHaveURL(/sort=title/)
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('Listed post 01')
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('Listed post 23')

  await expect(page.getByText(/^1-23 of 23$/)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search by Title' }).fill('post 17')
  await expect(page).toHaveURL(/search=post\+17/)
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1)
  await expect(page.getByText(/^1-1 of 1$/)).toBeVisible()

  await page.getByRole('link', { name: 'Listed post 17' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
  await expect(page.getByRole('heading', { name: 'Listed post 17', level: 1 })).toBeVisible()
})

test('the column picker shows, hides and reorders columns, kept across reloads', async ({
  page,
}) => {
  await page.goto('/admin/collections/posts?search=Listed')
  const headers = page.getByRole('table').getByRole('columnheader')
  await expect(headers).toHaveText([
    'Title',
    'Category',
    'Editorial status',
    'Publish date',
    'Updated At',
  ])

  await page.getByRole('button', { name: 'Columns' }).click()
  const picker = page.getByRole('dialog', { name: 'Columns' })
  await picker.getByRole('checkbox', { name: 'Category' }).uncheck()
  await picker.getByRole('checkbox', { name: 'Reading time (minutes)' }).check()
  const saved = page.waitForResponse(
    (r) =>
      r.url().includes('/api/payload-preferences/collection-posts') &&
      r.request().method() === 'POST',
  )
  await picker.getByRole('button', { name: 'Move Up: Reading time (minutes)' }).click()
  await saved
  await page.keyboard.press('Escape')
  await expect(headers).toHaveText([
    'Title',
    'Editorial status',
    'Publish date',
    'Updated At',
    'Reading time (minutes)',
  ])

  await page.reload()
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
    'Title',
    'Editorial status',
    'Publish date',
    'Updated At',
    'Reading time (minutes)',
  ])
  await expect(
    page.getByRole('table').locator('tbody tr').first().locator('td').last(),
  ).not.toHaveText('—')
})

test('filters with several operators, in and-and-or groups, survive a reload', async ({ page }) => {
  await page.goto('/admin/collections/posts?search=Listed&limit=50')
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(23)
  await page.getByRole('button', { name: 'Filters' }).click()
  const panel = page.getByRole('region', { name: 'Filters' })
  await expect(panel).toContainText('No filters set')
  await panel.getByRole('button', { name: 'Add Filter' }).click()
  await panel
    .getByRole('combobox', { name: 'Field' })
    .selectOption({ label: 'Reading time (minutes)' })
  await panel
    .getByRole('combobox', { name: 'Reading time (minutes): Operator' })
    .selectOption({ label: 'is greater than' })
  await panel.getByLabel('Reading time (minutes): Value').fill('20')
  await expect(page).toHaveURL(/filter=/)
  await expect(rows).toHaveCount(3)
  await expect(page.getByText(/^1-3 of 3$/)).toBeVisible()

  await panel.getByRole('button', { name: '+ And' }).click()
  await panel.getByRole('combobox', { name: 'Field' }).nth(1).selectOption({ label: 'Category' })
  await new SelectField(page, 'Category: Value', panel).choose('News')
  await expect(rows).toHaveCount(2) // 21 and 23 are news
  await panel.getByRole('button', { name: '+ Or' }).click()
  await panel.getByRole('combobox', { name: 'Field' }).nth(2).selectOption({ label: 'Title' })
  await panel.getByRole('combobox', { name: 'Title: Operator' }).selectOption({ label: 'is like' })
  await panel.getByLabel('Title: Value').fill('post 05')
  await expect(rows).toHaveCount(3)

  await page.reload()
  await expect(rows).toHaveCount(3)
  await expect(page.getByRole('button', { name: /Filters/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page.getByLabel('Reading time (minutes): Value')).toHaveValue('20')
  await expect(rows.filter({ hasText: 'Listed post 05' })).toHaveCount(1)
  await page
    .getByRole('region', { name: 'Filters' })
    .getByRole('button', { name: 'Clear All' })
    .click()
  await expect(rows).toHaveCount(23)
  await expect(page).not.toHaveURL(/filter=/)
})
