import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'

/** A new account of `role`, made by the admin (the context's session), signed in in its own browser. */
async function newAccount(
  browser: Browser,
  request: Parameters<typeof apiAsAdmin>[0],
  baseURL: string,
  role: 'editor' | 'viewer',
  name: string,
) {
  const account = {
    email: `${name}-${Date.now().toString(36)}@folio.test`,
    password: 'Dashboard-pass-2026',
    role,
    name: `${name} person`,
  }
  await (await apiAsAdmin(request, baseURL)).post('/users', account)
  return { ...account, ...(await signInElsewhere(browser, account)) }
}

/** A document made through the API with the page's own session (a draft unless published). */
async function save(page: Page, baseURL: string, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(`${baseURL}/api${path}`, {
    data,
    headers: { Origin: new URL(baseURL).origin },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as { doc: { id: string | number } }).doc.id
}

const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const widgetTitles = (page: Page) =>
  page.locator('.dashboard-widgets').getByRole('heading', { level: 2 }).allTextContents()

test.describe('dashboard', () => {
  test.describe.configure({ timeout: 90_000 })

  test("an editor's drafts in two collections, newest first, with the page's first answers and links to their editors", async ({
    browser,
    request,
    baseURL,
  }) => {
    const editor = await newAccount(browser, request, baseURL!, 'editor', 'dash-editor')
    const stamp = Date.now().toString(36)
    await save(editor.page, baseURL!, '/posts?draft=true', {
      title: `Dashboard post ${stamp}`,
      _status: 'draft',
    })
    await save(editor.page, baseURL!, '/pages?draft=true', {
      title: `Dashboard page ${stamp}`,
      slug: `dashboard-page-${stamp}`,
      _status: 'draft',
    })

    const asked: string[] = []
    const scripts: string[] = []
    editor.page.on('request', (r) => {
      if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname)
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    const response = await editor.page.goto('/admin')
    const html = (await response!.text()) ?? ''
    const drafts = widget(editor.page, 'My drafts')
    const items = drafts.getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(items.nth(0)).toContainText(`Dashboard page ${stamp}`)
    await expect(items.nth(0)).toContainText('Page')
    await expect(items.nth(0)).toContainText('Draft')
    await expect(items.nth(1)).toContainText(`Dashboard post ${stamp}`)
    await expect(items.nth(1)).toContainText('Post')
    // Every widget was answered in the page: none asked for its data once the page was there.
    await expect(widget(editor.page, 'Content at a glance').getByRole('table')).toBeVisible()
    expect(
      asked.filter((path) => /folio\/(activity|locks)|payload-preferences\/dashboard/.test(path)),
    ).toEqual([])
    // The page names its code, the plugins' widgets included, so all of it downloads in one step.
    const named = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map(
      (m) => `/admin/${m[1]}`,
    )
    expect(scripts.filter((script) => !named.includes(script))).toEqual([])

    const edited = widget(editor.page, 'Recently edited')
    await expect(edited.getByRole('listitem').first()).toContainText(`by ${editor.name}`)
    await expect(
      widget(editor.page, 'Content at a glance').getByRole('link', {
        name: /^Drafts in Posts: \d+$/,
      }),
    ).toBeVisible()

    await drafts.getByRole('link', { name: `Dashboard post ${stamp}` }).click()
    await expect(editor.page).toHaveURL(/\/admin\/collections\/posts\/[\w-]+$/)
    await expect(editor.page.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      `Dashboard post ${stamp}`,
    )
    await editor.context.close()
  })

  test('a viewer sees no drafts of others in My drafts, and the counts link to the drafts list', async ({
    browser,
    request,
    baseURL,
  }) => {
    const viewer = await newAccount(browser, request, baseURL!, 'viewer', 'dash-viewer')
    await viewer.page.goto('/admin')
    await expect(widget(viewer.page, 'My drafts')).toContainText('You have no unpublished changes.')
    await widget(viewer.page, 'Content at a glance')
      .getByRole('link', { name: /^Drafts in Posts: / })
      .click()
    await expect(viewer.page).toHaveURL(/\/admin\/collections\/posts\?preset=activity%3Adrafts$/)
    await expect(viewer.page.getByRole('button', { name: 'Draft', pressed: true })).toBeVisible()
    await viewer.context.close()
  })

  test('widgets are reordered with the keyboard and by drag, hidden and shown, and the layout is kept across a reload', async ({
    browser,
    request,
    baseURL,
  }) => {
    const editor = await newAccount(browser, request, baseURL!, 'editor', 'dash-layout')
    const page = editor.page
    const before = await widgetTitles(page)
    expect(before.slice(0, 3)).toEqual(['My drafts', 'Recently edited', 'Recently published'])

    await page.getByRole('button', { name: 'Edit Dashboard' }).click()
    const customize = page.getByRole('region', { name: 'Editing Dashboard' })
    const handle = customize.getByRole('button', { name: 'Move My drafts' })
    await handle.focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByText('My drafts is now at place 2 of')).toBeAttached()
    await expect(customize.getByRole('button', { name: 'Move My drafts' })).toBeFocused()
    await customize
      .getByRole('button', { name: 'Move Recently published' })
      .dragTo(customize.getByRole('listitem').first(), { targetPosition: { x: 10, y: 2 } })
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes('/api/payload-preferences/dashboard') && r.request().method() === 'POST',
    )
    await customize.getByRole('checkbox', { name: 'Content at a glance' }).uncheck()
    await saved
    await customize.getByRole('button', { name: 'Done' }).click()
    const expected = ['Recently published', 'Recently edited', 'My drafts']
    expect((await widgetTitles(page)).slice(0, 3)).toEqual(expected)
    await expect(widget(page, 'Content at a glance')).toHaveCount(0)

    await page.reload()
    await expect(widget(page, 'My drafts')).toBeVisible()
    expect((await widgetTitles(page)).slice(0, 3)).toEqual(expected)
    await expect(widget(page, 'Content at a glance')).toHaveCount(0)

    await page.getByRole('button', { name: 'Edit Dashboard' }).click()
    await page.getByRole('checkbox', { name: 'Content at a glance' }).check()
    await expect(widget(page, 'Content at a glance')).toBeVisible()
    await page.getByRole('button', { name: 'Reset layout' }).click()
    await expect
      .poll(async () => (await widgetTitles(page)).slice(0, 3))
      .toEqual(['My drafts', 'Recently edited', 'Recently published'])
    await editor.context.close()
  })

  test('a widget whose read fails shows its own error with a retry, and the others their rows', async ({
    page,
  }) => {
    await page.goto('/admin/collections/categories')
    let isFailing = true
    await page.route('**/api/folio/activity/counts*', (route) =>
      isFailing
        ? route.fulfill({ status: 500, json: { errors: [{ message: 'Something went wrong.' }] } })
        : route.fallback(),
    )
    // A client-side visit: the widgets ask themselves (a page from the server would carry them).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Folio', exact: true })
      .click()
    const counts = widget(page, 'Content at a glance')
    await expect(counts.getByRole('alert')).toContainText('This widget could not be loaded.')
    await expect(widget(page, 'Recently edited').getByRole('listitem').first()).toBeVisible()
    isFailing = false
    await counts.getByRole('button', { name: 'Try again' }).click()
    await expect(counts.getByRole('table')).toBeVisible()
  })

  for (const theme of ['light', 'dark'] as const)
    test(`has no serious or critical axe violations (${theme}), customizing too`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'folio-theme', value: theme, url: baseURL! }])
      await page.goto('/admin')
      await expect(widget(page, 'Recently edited')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Edit Dashboard' }).click()
      await expect(page.getByRole('region', { name: 'Editing Dashboard' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
})
