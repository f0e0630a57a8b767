import { expect, test } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin } from './support/accounts'

// The server writes the client config and the session into the admin page (boot data), so a
// screen opened from the address bar renders without asking for them.

test('the edit view opens from the address bar with the client config and session requests blocked', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Booted ${Date.now().toString(36)}`
  const { doc } = await (await apiAsAdmin(request, baseURL!)).post('/posts', { title })
  const blocked: string[] = []
  await page.route(/\/api\/(folio\/client-config|users\/me)(\?|$)/, async (route) => {
    blocked.push(new URL(route.request().url()).pathname)
    await route.abort()
  })
  await page.goto(`/admin/collections/posts/${doc.id}`)

  const titleInput = page.getByRole('textbox', { name: /^Title/ })
  await expect(titleInput).toHaveValue(title)
  await expect(titleInput).toBeEditable()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  expect(blocked).toEqual([])
})

test('the edit view opens from the address bar with its document, rights and versions answered in the page', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Answered ${Date.now().toString(36)}`
  const { doc } = await (await apiAsAdmin(request, baseURL!)).post('/posts', { title })
  const sent: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/')) sent.push(`${r.method()} ${url.pathname}`)
  })
  await page.goto(`/admin/collections/posts/${doc.id}`)

  const titleInput = page.getByRole('textbox', { name: /^Title/ })
  await expect(titleInput).toHaveValue(title)
  await expect(titleInput).toBeEditable()
  await expect(page.getByRole('link', { name: /^Versions/ })).toBeVisible()
  const firstReads = [
    `GET /api/posts/${doc.id}`,
    'GET /api/access',
    `POST /api/posts/access/${doc.id}`,
    'GET /api/posts/versions',
    'GET /api/payload-preferences/nav',
  ]
  expect(sent.filter((r) => firstReads.includes(r))).toEqual([])
})

test('signed out in another tab, the next screen notices and goes to sign-in, keeping the way back', async ({
  browser,
  request,
  baseURL,
}) => {
  const user = {
    email: `stale-${Date.now().toString(36)}@folio.test`,
    password: 'Stale-boot-2026',
    role: 'editor',
  }
  await (await apiAsAdmin(request, baseURL!)).post('/users', user)
  const { context, page } = await signInElsewhere(browser, user)
  await page.goto('/admin/collections/posts')
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()

  // Another tab of the same browser signs out: the session ends and its cookie goes.
  const otherTab = await context.newPage()
  await otherTab.goto('/admin/logout')
  await expect(otherTab.getByRole('heading', { name: 'Sign in to Folio' })).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Categories' })
    .click()
  await expect(page.getByRole('heading', { name: 'Sign in to Folio' })).toBeVisible()
  const url = new URL(page.url())
  expect(url.pathname).toBe('/admin/login')
  expect(url.searchParams.get('redirect')).toBe('/admin/collections/categories')
  await context.close()
})

test('the edit view opened from the address bar shows the form at once, with every script named in the page', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Whole ${Date.now().toString(36)}`
  const { doc } = await (await apiAsAdmin(request, baseURL!)).post('/posts', { title })
  // Notes whether a loading indicator was ever in the page before the form: a screen or editor
  // part missing at the first render shows one (and React then holds it back 300 ms), and so did
  // an editor waiting for its document lock.
  await page.addInitScript(() => {
    const seen = { spinner: false }
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    new MutationObserver(() => {
      if (document.querySelector('.spinner')) seen.spinner = true
    }).observe(document, { childList: true, subtree: true })
  })
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  const response = await page.goto(`/admin/collections/posts/${doc.id}`)
  const html = (await response!.text()) ?? ''

  const titleInput = page.getByRole('textbox', { name: /^Title/ })
  await expect(titleInput).toHaveValue(title)
  await expect(titleInput).toBeEditable()
  expect(
    await page.evaluate(() => (window as unknown as { __seen: { spinner: boolean } }).__seen),
  ).toEqual({ spinner: false })
  // The page names its code (the entry, the screens, the plugins' editor extensions, the strings)
  // so that all of it downloads with the page, in one step.
  const named = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map(
    (m) => `/admin/${m[1]}`,
  )
  expect(scripts.filter((s) => !named.includes(s))).toEqual([])
})
