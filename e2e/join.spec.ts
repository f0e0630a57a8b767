import { expect, test } from '@playwright/test'
import { apiAsAdmin } from './support/accounts'

test('a category lists its posts as links, ten a page, with the total and previous/next', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const category = await api.post('/categories', { name: 'Joined topic', slug: 'joined-topic' })
  const other = await api.post('/categories', { name: 'Other topic', slug: 'other-topic' })
  for (let i = 1; i <= 12; i++) {
    await api.post('/posts', {
      title: `Joined post ${String(i).padStart(2, '0')}`,
      topics: i === 12 ? [other.doc.id, category.doc.id] : [category.doc.id],
    })
  }
  await api.post('/posts', { title: 'Unrelated post', topics: [other.doc.id] })

  await page.goto(`/admin/collections/categories/${category.doc.id}`)
  const posts = page.getByRole('group', { name: 'Posts' })
  await expect(posts.getByText('12 related documents')).toBeVisible()
  await expect(posts.getByRole('link')).toHaveCount(10)
  await expect(posts.getByRole('link', { name: 'Unrelated post' })).toHaveCount(0)
  await expect(posts.getByText('1-10 of 12')).toBeVisible()
  await expect(posts.getByRole('button', { name: 'Previous' })).toBeDisabled()

  await page.screenshot({ path: '.tmp/join-light.png', fullPage: true })
  await page.context().addCookies([{ name: 'folio-theme', value: 'dark', url: baseURL! }])
  await page.reload()
  await expect(posts.getByRole('link')).toHaveCount(10)
  await page.screenshot({ path: '.tmp/join-dark.png', fullPage: true })
  await page.context().addCookies([{ name: 'folio-theme', value: 'light', url: baseURL! }])

  await posts.getByRole('button', { name: 'Next' }).click()
  await expect(posts.getByText('11-12 of 12')).toBeVisible()
  await expect(posts.getByRole('link')).toHaveCount(2)
  await expect(posts.getByRole('button', { name: 'Next' })).toBeDisabled()
  await posts.getByRole('button', { name: 'Previous' }).click()
  await expect(posts.getByText('1-10 of 12')).toBeVisible()

  const first = posts.getByRole('link').first()
  const title = await first.textContent()
  await first.click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
})

test('a new category says its posts appear after saving; one without posts says there are none', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/admin/collections/categories/create')
  await expect(
    page
      .getByRole('group', { name: 'Posts' })
      .getByText('Related documents appear here after saving.'),
  ).toBeVisible()
  const api = await apiAsAdmin(request, baseURL!)
  const empty = await api.post('/categories', { name: 'Empty topic', slug: 'empty-topic' })
  await page.goto(`/admin/collections/categories/${empty.doc.id}`)
  await expect(
    page.getByRole('group', { name: 'Posts' }).getByText('No related documents yet.'),
  ).toBeVisible()
})
