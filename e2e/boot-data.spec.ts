import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin } from './support/accounts'

// The server writes the client config and the session into the admin page (boot data), so a
// screen opened from the address bar renders without asking for them.

/** A module of strings in the admin build: Payload's languages, Folio's, any string pack. */
const STRINGS_MODULE =
  /(^|\/)(strings\/[^/]+\.ts|i18n\/folio\/[^/]+\.ts|@payloadcms\/translations\/dist\/languages\/[^/]+\.js)$/

/** The paths of the test build's string chunks (`/admin/assets/…`), from its manifest. */
function stringChunks(): Set<string> {
  const manifest = JSON.parse(
    readFileSync('dist-test/admin/.vite/manifest.json', 'utf8'),
  ) as Record<string, { file: string }>
  const chunks = Object.entries(manifest).filter(([key]) => STRINGS_MODULE.test(key))
  return new Set(chunks.map(([, chunk]) => `/admin/${chunk.file}`))
}

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

/** A new editor signed in in a browser of their own, on the posts list (published posts answer anyone). */
async function editorOnPosts(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
) {
  const user = {
    email: `${prefix}-${Date.now().toString(36)}@folio.test`,
    password: 'Stale-boot-2026',
    role: 'editor',
  }
  const admin = await apiAsAdmin(request, baseURL)
  const { doc } = await admin.post('/users', user)
  const { context, page } = await signInElsewhere(browser, user)
  await page.goto('/admin/collections/posts')
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
  return { admin, id: doc.id, context, page }
}

async function expectSignInKeeping(page: Page, redirect: string) {
  await expect(page.getByRole('heading', { name: 'Sign in to Folio' })).toBeVisible()
  const url = new URL(page.url())
  expect(url.pathname).toBe('/admin/login')
  expect(url.searchParams.get('redirect')).toBe(redirect)
}

test('signed out in another tab, this tab goes to sign-in at once, keeping the way back', async ({
  browser,
  request,
  baseURL,
}) => {
  const { context, page } = await editorOnPosts(browser, request, baseURL!, 'stale')
  // Another tab of the same browser signs out: the session ends and its cookie goes. Published
  // posts answer anyone, so no read would tell this tab; the other tab does.
  const otherTab = await context.newPage()
  await otherTab.goto('/admin/logout')
  await expect(otherTab.getByRole('heading', { name: 'Sign in to Folio' })).toBeVisible()

  await expectSignInKeeping(page, '/admin/collections/posts')
  await context.close()
})

test('a session the server ended is noticed by the next read, even of published content', async ({
  browser,
  request,
  baseURL,
}) => {
  const { admin, id, context, page } = await editorOnPosts(browser, request, baseURL!, 'gone')
  // An admin locks the account: the server ends its sessions; this tab is not told.
  await admin.post(`/users/${id}/lock`, {})
  // Categories answer anyone, yet the answer says it was given to nobody signed in.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Categories', exact: true })
    .click()
  await expectSignInKeeping(page, '/admin/collections/categories')
  await context.close()
})

test('a session gone without a word (cookie cleared) is noticed by the next screen', async ({
  browser,
  request,
  baseURL,
}) => {
  const { context, page } = await editorOnPosts(browser, request, baseURL!, 'cleared')
  await context.clearCookies()
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Showcase' })
    .click()
  await expectSignInKeeping(page, '/admin/collections/showcase')
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
    const seen = { placeholder: false }
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    new MutationObserver(() => {
      if (document.querySelector('.loading')) seen.placeholder = true
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
    await page.evaluate(() => (window as unknown as { __seen: { placeholder: boolean } }).__seen),
  ).toEqual({ placeholder: false })
  // The page names its code (the entry, the screens, the plugins' editor extensions, the strings)
  // so that all of it downloads with the page, in one step.
  const named = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map(
    (m) => `/admin/${m[1]}`,
  )
  expect(scripts.filter((s) => !named.includes(s))).toEqual([])
})

for (const l of [
  {
    language: 'English',
    locale: 'en-US',
    generate: 'Auto-generate Meta title',
    checks: /^\d+\/\d+ checks passing$/,
    blockFormat: /^Block format/,
  },
  {
    language: 'German',
    locale: 'de-DE',
    generate: 'Automatisch erzeugen: Meta-Titel',
    checks: /^\d+\/\d+ Prüfungen bestanden$/,
    blockFormat: /^Absatzformat/,
  },
]) {
  test(`a cold edit page of a post with rich text and SEO downloads no strings and shows the plugins’ in ${l.language}`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const chunks = stringChunks()
    // Payload's, Folio's, the password field's and every plugin's, in English and German at least.
    expect(chunks.size).toBeGreaterThan(10)
    const { doc } = await (
      await apiAsAdmin(request, baseURL!)
    ).post('/posts', { title: `Strings ${Date.now().toString(36)}`, meta: { title: 'Meta' } })
    // A browser in that language, with nothing in its cache.
    const context = await browser.newContext({
      storageState: '.tmp/e2e-admin.json',
      locale: l.locale,
    })
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto(`/admin/collections/posts/${doc.id}`)

    // The SEO plugin's strings and the rich-text plugin's, in the page's language.
    await expect(page.getByRole('button', { name: l.generate })).toBeVisible()
    await expect(page.getByText(l.checks)).toBeVisible()
    await expect(
      page.getByRole('toolbar').getByRole('button', { name: l.blockFormat }),
    ).toBeVisible()
    expect(requested.filter((path) => chunks.has(path))).toEqual([])
    await context.close()
  })
}

test('the account page’s change of password shows its rules without downloading strings: the page carries the new-password field’s', async ({
  page,
}) => {
  const chunks = stringChunks()
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  await page.goto('/admin/account')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByRole('list', { name: 'Password requirements' })).toBeVisible()
  expect(requested.filter((path) => chunks.has(path))).toEqual([])
})
