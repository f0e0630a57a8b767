import { expect, test } from '@playwright/test'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'

test('at 390 px the menu button sits in a header bar and the breadcrumb keeps to one line, a long title truncated with its whole text at hand', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `A long title that cannot fit beside the others at this width ${Date.now()}`
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/pages?locale=en', {
    title,
    slug: `narrow-${Date.now()}`,
    _status: 'published',
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/admin/collections/pages/${doc.id}/versions`)
  const bar = page.getByRole('banner')
  await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
  await expect(crumbs).toHaveCount(4)
  const tops = await crumbs.evaluateAll((items) =>
    items.map((li) => li.getBoundingClientRect().top),
  )
  expect(new Set(tops).size).toBe(1)
  const long = crumbs.nth(2)
  await expect(long).toHaveAttribute('title', title)
  expect(await long.evaluate((li) => li.scrollWidth > li.clientWidth)).toBe(true)
  await expect(crumbs.nth(1)).toHaveText('Pages')

  // The menu opens over the page and closes from the same button.
  await bar.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeInViewport()
  await bar.getByRole('button', { name: 'Close menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).not.toBeInViewport()
  // Closed, its links are out of reach of the keyboard and of screen readers too.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
  await bar.getByRole('button', { name: 'Open menu' }).focus()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#side-nav')))).toBe(
    false,
  )
})

test('at 390 px the header bar keeps its height on a short page; the rest is the page’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/collections/posts?search=nothing-is-called-this')
  await expect(page.getByText(/No Posts found/)).toBeVisible()
  const bar = await page.getByRole('banner').boundingBox()
  expect(bar!.height).toBeLessThan(80)
})

test('at 390 px the edit view, with the menu closed and open, has no serious or critical violations', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Narrow axe ${Date.now()}`
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/posts?locale=en', { title })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/admin/collections/posts/${doc.id}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  const bar = page.getByRole('banner')
  await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title)
  expect(await seriousViolations(page)).toEqual([])
  await bar.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeInViewport()
  expect(await seriousViolations(page)).toEqual([])
})
