import { expect, test, type Locator, type Page } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { ADMIN, apiAsAdmin } from './support/accounts'

test.use({ storageState: { cookies: [], origins: [] } })

/**
 * Opens `path` with the page's code held back until `release` is called; `problems` collects the
 * console's errors and warnings (a hydration mismatch is reported there).
 */
async function openWithCodeHeld(page: Page, path: string) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/admin/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  return { problems, release }
}

/** Enter before the code runs sends nothing (the browser would put the fields in the address). */
async function expectEnterSendsNothing(page: Page, field: Locator) {
  await field.press('Enter')
  await page.waitForTimeout(300)
  expect(new URL(page.url()).search).toBe('')
}

/** The form's submit button is off until the page's code runs, and on once it has. */
async function expectSubmitWaitsForCode(submit: Locator, release: () => void) {
  await expect(submit).toBeDisabled()
  release()
  await expect(submit).toBeEnabled()
}

/** The page's code has run: it names the browser's time zone in a cookie once its screen is up. */
async function expectCodeHasRun(page: Page) {
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'folio-tz'))
    .toBe(true)
}

test('the sign-in screen drawn by the server takes typing before the page’s code runs, keeps it, and signs in through the code once it is there', async ({
  page,
}) => {
  const { problems, release } = await openWithCodeHeld(page, '/admin/login')
  const login = new LoginPage(page)
  await expect(login.email()).toBeEditable()
  await expect(login.email()).toBeFocused()
  await login.email().fill(ADMIN.email)
  await login.password().fill(ADMIN.password)
  // The form works before the code (the server signs in: e2e/sign-in-without-script.spec.ts).
  await expect(login.submit()).toBeEnabled()
  release()
  await expectCodeHasRun(page)
  // The taking over moves nothing: the focus stays where the user put it.
  await expect(login.password()).toBeFocused()
  await expect(login.email()).toHaveValue(ADMIN.email)
  await expect(login.password()).toHaveValue(ADMIN.password)
  const signIn = page.waitForRequest((r) => r.url().endsWith('/api/users/login'))
  await login.submit().click()
  expect((await signIn).method()).toBe('POST')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  // React took the server's screen over as it was: no hydration mismatch was reported.
  expect(problems).toEqual([])
})

test('the forgot-password screen drawn by the server takes the address before the page’s code runs and sends it once the code is there', async ({
  page,
}) => {
  const { problems, release } = await openWithCodeHeld(page, '/admin/forgot')
  await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible()
  const email = page.getByLabel('Email')
  await expect(email).toBeFocused()
  await email.fill('nobody-in-particular@example.com')
  await expectEnterSendsNothing(page, email)
  const submit = page.getByRole('button', { name: 'Submit' })
  await expectSubmitWaitsForCode(submit, release)
  await submit.click()
  await expect(page.getByRole('heading', { name: 'Email Sent', level: 1 })).toBeVisible()
  expect(problems).toEqual([])
})

test('the reset-password screen drawn by the server takes the new password before the page’s code runs, and its rules, drawn with it, follow it', async ({
  page,
}) => {
  const { problems, release } = await openWithCodeHeld(page, '/admin/reset?token=not-a-real-one')
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible()
  // The rules are drawn with the form: nothing moves when the code comes.
  const rules = page.getByRole('list', { name: 'Password requirements' })
  await expect(rules.getByText('At least 12 characters (not met)')).toBeVisible()
  const password = page.getByRole('textbox', { name: 'New Password', exact: true })
  await password.fill('Long-enough-pass-42')
  await expectSubmitWaitsForCode(page.getByRole('button', { name: 'Reset Password' }), release)
  await expect(password).toHaveValue('Long-enough-pass-42')
  await expect(rules.getByText('At least 12 characters (met)')).toBeVisible()
  expect(problems).toEqual([])
})

test.describe('signed in', () => {
  test.use({ storageState: '.tmp/e2e-admin.json' })

  test('the list drawn by the server shows its rows at once; its controls wait for the page’s code, then work', async ({
    page,
    request,
    baseURL,
  }) => {
    const title = `Drawn ${Date.now().toString(36)}`
    await (await apiAsAdmin(request, baseURL!)).post('/posts', { title })
    const { problems, release } = await openWithCodeHeld(
      page,
      `/admin/collections/posts?search=${encodeURIComponent(title)}`,
    )
    const table = page.getByRole('table', { name: 'Posts' })
    await expect(table.getByRole('link', { name: title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    // Before the code runs a control would do nothing (or lose what is typed): off, as it looks.
    const search = page.getByRole('searchbox', { name: 'Search by Title' })
    await expect(search).toHaveValue(title)
    await expect(search).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Filters' })).toBeDisabled()
    release()
    await expect(search).toBeEditable()
    await search.fill('no post has this title')
    await expect(table.getByRole('link', { name: title })).toHaveCount(0)
    await expect(page).toHaveURL(/search=no\+post/)
    expect(problems).toEqual([])
  })

  test('dates in a screen the server draws are in the browser’s time zone once it has named it, and are put right at once before', async ({
    browser,
    request,
    baseURL,
  }) => {
    const title = `Zoned ${Date.now().toString(36)}`
    await (
      await apiAsAdmin(request, baseURL!)
    ).post('/posts', {
      title,
      // 14 March in UTC, already 15 March in Tokyo.
      publishedAt: '2026-03-14T20:00:00.000Z',
    })
    const context = await browser.newContext({
      storageState: '.tmp/e2e-admin.json',
      timezoneId: 'Asia/Tokyo',
    })
    await context.clearCookies({ name: 'folio-tz' })
    const page = await context.newPage()
    const path = `/admin/collections/posts?search=${encodeURIComponent(title)}`
    const row = page.getByRole('row', { name: new RegExp(title) })

    // Not named yet: drawn in UTC, put right as soon as the code runs.
    const first = await openWithCodeHeld(page, path)
    await expect(row.getByText('March 14th 2026')).toBeVisible()
    first.release()
    await expect(row.getByText('March 15th 2026')).toBeVisible()
    // The page names the zone once it is idle.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'folio-tz')?.value)
      .toBe('Asia%2FTokyo')

    // Named now: drawn in Tokyo's date from the start.
    await page.unrouteAll()
    const second = await openWithCodeHeld(page, path)
    await expect(row.getByText('March 15th 2026')).toBeVisible()
    second.release()
    await expect(page.getByRole('searchbox', { name: 'Search by Title' })).toBeEditable()
    await expect(row.getByText('March 15th 2026')).toBeVisible()
    expect([...first.problems, ...second.problems]).toEqual([])
    await context.close()
  })
})
