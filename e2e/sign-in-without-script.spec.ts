import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { ADMIN, createSecondStepAccount } from './support/accounts'

test.use({ storageState: { cookies: [], origins: [] } })

const INCORRECT = 'The email or password provided is incorrect.'
/** No account has this address: a refused sign-in locks nobody the other specs use. */
const NOBODY = 'nobody-without-script@folio.test'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'light' })

  test('the sign-in form signs in and lands at the redirect in the admin', async ({ page }) => {
    await page.goto('/admin/login?redirect=' + encodeURIComponent('/admin/collections/posts'))
    const login = new LoginPage(page)
    await expect(login.submit()).toBeEnabled()
    await login.signIn(ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/\/admin\/collections\/posts$/)
    // The list is drawn by the server, for the session the form started.
    await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Posts' })).toBeVisible()
  })

  test('a refused sign-in shows the message as an alert, with the email kept', async ({
    page,
  }, testInfo) => {
    await page.goto('/admin/login')
    const login = new LoginPage(page)
    await login.signIn(NOBODY, 'Not-the-password-1')
    await expect(page.getByRole('alert')).toHaveText(INCORRECT)
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(login.email()).toHaveValue(NOBODY)
    await expect(login.password()).toHaveValue('')
    await expect(login.password()).toBeFocused()
    await page.screenshot({ path: testInfo.outputPath('refused-sign-in.png') })
    // And it still signs in from there.
    await login.signIn(ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/\/admin$/)
  })
})

test('with JavaScript, the sign-in button works before the page’s code has run', async ({
  page,
}) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/admin/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/admin/login', { waitUntil: 'commit' })
  const login = new LoginPage(page)
  await expect(login.submit()).toBeEnabled()
  await login.signIn(ADMIN.email, ADMIN.password)
  // The browser posted the form itself: the server signed in and sent it on to the admin.
  await expect(page).toHaveURL(/\/admin$/)
  release()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('with JavaScript, a sign-in posted before the page’s code has run goes on to a plugin’s further step, headed where it was', async ({
  page,
  playwright,
  baseURL,
}) => {
  const asAdmin = await playwright.request.newContext({ storageState: '.tmp/e2e-admin.json' })
  const account = await createSecondStepAccount(asAdmin, baseURL!, 'form')
  await asAdmin.dispose()
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/admin/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/admin/login?redirect=' + encodeURIComponent('/admin/collections/categories'), {
    waitUntil: 'commit',
  })
  const login = new LoginPage(page)
  await expect(login.submit()).toBeEnabled()
  await login.signIn(account.email, account.password)
  // The server followed the plugin's step as the script would, with the session it was given.
  await expect(page).toHaveURL(
    /\/admin\/sample-check\?redirect=%2Fadmin%2Fcollections%2Fcategories$/,
  )
  release()
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
  await page.getByLabel('Six-digit code').fill('123456')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
})
