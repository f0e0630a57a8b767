import { expect, test, type Page } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { ADMIN } from './support/accounts'

/**
 * `redirect` after sign-in is decided on the normalised URL: only a same-origin path under the
 * admin route is followed, inside the router. These shapes normalise to another site
 * (protocol-relative or absolute); the unit test in src/shared/redirect.test.ts has more.
 */
const OFF_SITE = [
  '//evil.example/x',
  '/.//evil.example/x',
  '/a/..//evil.example/x',
  '/admin/../..//evil.example/x',
  '/%2e//evil.example/x',
  '///evil.example/x',
  '/\\evil.example/x',
  'https://evil.example/x',
]

/** Fails the test on any request that leaves the server's origin. */
function watchOrigin(page: Page, origin: string): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url())
  })
  return foreign
}

async function expectDashboard(page: Page, origin: string) {
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  const url = new URL(page.url())
  expect(url.origin).toBe(origin)
  expect(url.pathname).toBe('/admin')
}

test.describe('signed in: the login view follows redirect at once', () => {
  for (const target of OFF_SITE) {
    test(`an off-site redirect ${JSON.stringify(target)} opens the dashboard`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin
      const foreign = watchOrigin(page, origin)
      await page.goto('/admin/login?redirect=' + encodeURIComponent(target))
      await expectDashboard(page, origin)
      expect(foreign).toEqual([])
    })
  }

  test('a redirect under the admin route is followed inside the admin, without reloading the page', async ({
    page,
  }) => {
    await page.goto(
      '/admin/login?redirect=' + encodeURIComponent('/admin/./collections/../account'),
    )
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/account$/)
  })

  test('a same-origin redirect outside the admin route opens the dashboard', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/admin/login?redirect=' + encodeURIComponent('/admin/../api/users/me'))
    await expectDashboard(page, new URL(baseURL!).origin)
  })
})

test.describe('signing in', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('with an off-site redirect that normalises to another site opens the dashboard', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    const foreign = watchOrigin(page, origin)
    const login = new LoginPage(page)
    await login.goto('?redirect=' + encodeURIComponent('/.//evil.example/phish'))
    await login.signIn(ADMIN.email, ADMIN.password)
    await expectDashboard(page, origin)
    expect(foreign).toEqual([])
  })

  test('a redirectTo from the server that leaves the admin is not followed', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    const foreign = watchOrigin(page, origin)
    await page.route('**/api/users/login', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'ok', redirectTo: 'https://evil.example/next' }),
      }),
    )
    const login = new LoginPage(page)
    await login.goto()
    await login.signIn(ADMIN.email, ADMIN.password)
    // The mocked answer set no cookie, so the admin root sends the browser back to the login.
    await expect(page).toHaveURL(`${origin}/admin/login?redirect=%2Fadmin`)
    expect(foreign).toEqual([])
  })
})
