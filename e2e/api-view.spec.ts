import { expect, test, type Page } from '@playwright/test'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'

const run = Date.now().toString(36)

const tree = (page: Page) => page.getByRole('tree', { name: 'API result' })
const row = (page: Page, name: string | RegExp) => tree(page).getByRole('treeitem', { name })
const urlLink = (page: Page) => page.locator('.api-view__url-link')

test('the API tab shows the request and its answer, and each control changes both: depth, draft, locale, authenticated; a link reproduces it; the URL is copied', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const origin = new URL(baseURL!).origin
  const api = await apiAsAdmin(context.request, baseURL!)
  const { doc: related } = await api.post('/posts?locale=en', {
    title: `Related ${run}`,
    _status: 'published',
  })
  const { doc: post } = await api.post('/posts?locale=en', {
    title: `Published ${run}`,
    excerpt: 'x'.repeat(250),
    relatedPosts: [related.id],
    _status: 'published',
  })
  await api.patch(`/posts/${post.id}?locale=de`, { title: `Veröffentlicht ${run}` })
  await api.patch(`/posts/${post.id}?locale=en&draft=true`, {
    title: `Draft ${run}`,
    _status: 'draft',
  })

  await page.goto(`/admin/collections/posts/${post.id}/api`)
  // The view names the document (its draft, as its editor shows it), in its heading and breadcrumb.
  await expect(page.getByRole('heading', { name: `Draft ${run}`, level: 1 })).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: `Draft ${run}` }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const base = `${origin}/api/posts/${post.id}`
  await expect(urlLink(page)).toHaveText(`${base}?depth=1&draft=false&locale=en`)
  await expect(row(page, /^title : "Published /)).toBeVisible()
  // Depth 1 puts the related post in place of its id.
  await expect(row(page, `title : "Related ${run}"`)).toBeVisible()
  // A long string is folded until asked for.
  await expect(tree(page).getByRole('button', { name: 'Show all (250 characters)' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Depth 0: the id stays.
  const depth = page.getByRole('spinbutton', { name: 'Depth' })
  await depth.fill('0')
  await expect(urlLink(page)).toHaveText(`${base}?depth=0&draft=false&locale=en`)
  await expect(page).toHaveURL(/[?&]depth=0/)
  await expect(row(page, `0 : ${related.id}`)).toBeVisible()
  await expect(row(page, `title : "Related ${run}"`)).toHaveCount(0)
  // Out of range is not taken.
  await depth.fill('11')
  await expect(depth).toHaveAttribute('aria-invalid', 'true')
  await expect(urlLink(page)).toHaveText(`${base}?depth=0&draft=false&locale=en`)
  // Leaving the field brings it into range.
  await depth.press('Tab')
  await expect(depth).toHaveValue('10')
  await expect(urlLink(page)).toHaveText(`${base}?depth=10&draft=false&locale=en`)
  await depth.fill('0')
  await expect(urlLink(page)).toHaveText(`${base}?depth=0&draft=false&locale=en`)

  // Draft: the newest draft's title.
  await page.getByRole('checkbox', { name: 'Draft' }).check()
  await expect(urlLink(page)).toHaveText(`${base}?depth=0&draft=true&locale=en`)
  await expect(row(page, `title : "Draft ${run}"`)).toBeVisible()

  // Locale: German, then all locales at once.
  const locale = page.getByRole('combobox', { name: 'Locale' })
  await locale.selectOption('de')
  await expect(urlLink(page)).toHaveText(`${base}?depth=0&draft=true&locale=de`)
  await expect(row(page, `title : "Veröffentlicht ${run}"`)).toBeVisible()
  await locale.selectOption({ label: 'All locales' })
  await expect(urlLink(page)).toHaveText(`${base}?depth=0&draft=true&locale=all`)
  await expect(row(page, `de : "Veröffentlicht ${run}"`)).toBeVisible()

  // The address holds every choice: a reload shows the same request.
  await page.reload()
  await expect(urlLink(page)).toHaveText(`${base}?depth=0&draft=true&locale=all`)
  await expect(page.getByRole('checkbox', { name: 'Draft' })).toBeChecked()
  await expect(page.getByRole('spinbutton', { name: 'Depth' })).toHaveValue('0')

  // Without credentials the API refuses drafts (`draft=true` needs a session or key).
  const anonymous = page.waitForRequest((r) => r.url().startsWith(`${base}?`))
  await page.getByRole('checkbox', { name: 'Authenticated' }).uncheck()
  expect((await anonymous).headers().cookie).toBeUndefined()
  await expect(page.getByText('The server answered with status 403.')).toBeVisible()
  await expect(row(page, /^message : "You are not allowed/)).toBeVisible()

  // Copy: the URL exactly as requested.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  await page.getByRole('button', { name: 'Copy API URL' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${base}?depth=0&draft=true&locale=all`,
  )
})

test('the tree expands and collapses all, and is used by keyboard', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await apiAsAdmin(context.request, baseURL!)
  const { doc } = await api.post('/pages?locale=en', {
    title: `Tree ${run}`,
    slug: `tree-${run}`,
    content: [{ blockType: 'cta', text: 'Join us today' }],
  })
  await page.goto(`/admin/collections/pages/${doc.id}/api`)
  const content = row(page, /^content :/)
  await expect(content).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'Collapse all' }).click()
  await expect(content).toHaveAttribute('aria-expanded', 'false')
  await expect(content).toContainText('1 item')
  await page.getByRole('button', { name: 'Expand all' }).click()
  await expect(row(page, 'text : "Join us today"')).toBeVisible()

  // Keyboard: the first row takes the focus; Left on an open row closes it.
  await page.getByRole('button', { name: 'Collapse all' }).click()
  await tree(page).getByRole('treeitem').first().focus()
  await page.keyboard.press('End')
  await page.keyboard.press('Home')
  await expect(tree(page).getByRole('treeitem').first()).toBeFocused()
  await content.focus()
  await page.keyboard.press('ArrowRight')
  await expect(content).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(content).toHaveAttribute('aria-expanded', 'false')
})

test('a global has its API tab too', async ({ page }) => {
  await page.goto('/admin/globals/settings/api')
  await expect(page.locator('.api-view__url-link')).toHaveText(
    /\/api\/globals\/settings\?depth=1&draft=false&locale=en$/,
  )
  await expect(row(page, /^postsPerPage : \d+$/)).toBeVisible()
})

test('a failed request and an answer that is not JSON are said in a toast, and the editor stays', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await apiAsAdmin(context.request, baseURL!)
  const { doc } = await api.post('/pages?locale=en', {
    title: `Broken ${run}`,
    slug: `broken-${run}`,
  })
  const address = new RegExp(`/api/pages/${doc.id}\\?`)
  await page.route(address, (route) => route.abort('connectionrefused'))
  await page.goto(`/admin/collections/pages/${doc.id}/api`)
  await expect(page.getByText('Error making request').first()).toBeVisible()

  await page.unroute(address)
  await page.route(address, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"title": "cut off' }),
  )
  await page.getByRole('spinbutton', { name: 'Depth' }).fill('2')
  await expect(page.getByText('Error parsing response').first()).toBeVisible()
  await page.unroute(address)
  await page.getByRole('link', { name: 'Edit', exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'Title *' })).toHaveValue(`Broken ${run}`)
})
