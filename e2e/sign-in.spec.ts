import { expect, test, type Page } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { ADMIN } from './support/accounts'

test.use({ storageState: { cookies: [], origins: [] } })

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

test('the sign-in view: fields, toggle, forgot link, footnote, and no providers divider', async ({
  page,
}) => {
  const login = new LoginPage(page)
  await login.goto()
  await expect(login.email()).toBeVisible()
  await expect(login.password()).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(login.password()).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(login.password()).toHaveAttribute('type', 'password')
  await expect(
    page.getByText('Only the sign-in method configured for your account works', { exact: false }),
  ).toBeVisible()
  // No identity provider is configured (the test plugin's own sign-in button is e2e/extension-api's).
  await expect(page.getByRole('link', { name: /Sign in with/ })).toHaveCount(0)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/admin\/forgot$/)
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
})

test('signed out, any admin page leads to the login with redirect, and back there after sign-in', async ({
  page,
}) => {
  await page.goto('/admin/globals/settings?locale=de')
  await expect(page).toHaveURL(
    /\/admin\/login\?redirect=%2Fadmin%2Fglobals%2Fsettings%3Flocale%3Dde$/,
  )
  const login = new LoginPage(page)
  await login.signIn(ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/globals\/settings\?locale=de$/)
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible()
})

test('a redirect to another site is ignored (no open redirect)', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto('?redirect=' + encodeURIComponent('//evil.example/phish'))
  await login.signIn(ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('errorMessage is shown as an error toast and removed from the URL', async ({ page }) => {
  await page.goto(
    '/admin/login?errorMessage=' +
      encodeURIComponent('Your link has expired') +
      '&redirect=%2Fadmin%2Faccount',
  )
  await expect(toast(page, 'Your link has expired')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Faccount$/)
})

test('a wrong password shows the first server message', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(ADMIN.email, 'not-the-password')
  await expect(toast(page, 'The email or password provided is incorrect.')).toBeVisible()
  await expect(login.email()).toBeEnabled()
})

test('a 400 without a message shows the status number; other statuses the backend text', async ({
  page,
}) => {
  const login = new LoginPage(page)
  await login.goto()
  await page.route('**/api/users/login', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }),
  )
  await login.signIn(ADMIN.email, ADMIN.password)
  await expect(toast(page, /^400$/)).toBeVisible()
  await page.unroute('**/api/users/login')
  await page.route('**/api/users/login', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"errors":[{"message":"hidden"}]}',
    }),
  )
  await login.submit().click()
  await expect(toast(page, 'There was a ploblem with the backend. (503)')).toBeVisible()
})

test('a network failure shows Network error, and fields are disabled while submitting', async ({
  page,
}) => {
  const login = new LoginPage(page)
  await login.goto()
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/users/login', async (route) => {
    await held
    await route.abort('internetdisconnected')
  })
  await login.signIn(ADMIN.email, ADMIN.password)
  await expect(login.email()).toBeDisabled()
  await expect(login.password()).toBeDisabled()
  release()
  await expect(toast(page, /^Network error: /)).toBeVisible()
  await expect(login.email()).toBeEnabled()
})

test('redirectTo from the login response is followed with the redirect parameter appended', async ({
  page,
}) => {
  await page.route('**/api/users/login', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'ok', redirectTo: '/admin/account?step=2' }),
    }),
  )
  const login = new LoginPage(page)
  await login.goto('?redirect=%2Fadmin%2Fcollections%2Fposts')
  // Watched as a navigation: without a session (the answer is made up) the account page sends the
  // browser back to the login at once, now that the page knows the session without a request.
  const followed = page.waitForURL(
    /\/admin\/account\?step=2&redirect=%2Fadmin%2Fcollections%2Fposts$/,
    { waitUntil: 'commit' },
  )
  await login.signIn(ADMIN.email, ADMIN.password)
  await followed
})

test('logout ends the session', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(ADMIN.email, ADMIN.password)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.goto('/admin/collections/posts')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/)
})

test('the session is refreshed before it expires while the admin is open', async ({ page }) => {
  await page.clock.install()
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(ADMIN.email, ADMIN.password)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/users/refresh-token'))
  // The token lives 2 hours; the refresh is due 2 minutes before it ends.
  await page.clock.fastForward('01:58:30')
  expect((await refreshed).status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('when the server cannot be reached, the admin says so and recovers on retry', async ({
  page,
}) => {
  // A page without boot data (as the dev server serves it): the admin asks for the config itself.
  await page.route('**/admin/login', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      /<script type="application\/json" id="folio-boot-data">[^<]*<\/script>/,
      '',
    )
    await route.fulfill({ response, body: html })
  })
  await page.route('**/api/folio/client-config', (route) => route.abort('connectionrefused'))
  await page.goto('/admin/login')
  await expect(page.getByRole('alert')).toContainText('Could not load this page.')
  await expect(page.getByRole('alert')).toContainText('Network error: ')
  await page.unroute('**/api/folio/client-config')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
})
