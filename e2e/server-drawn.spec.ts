import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { ADMIN } from './support/accounts'

test.use({ storageState: { cookies: [], origins: [] } })

test('the sign-in screen drawn by the server takes typing before the page’s code runs, keeps it, and signs in once the code is there', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // The page's code is held back until the form has been filled.
  let releaseCode = () => {}
  const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve))
  await page.route('**/admin/assets/*.js', async (route) => {
    await codeReleased
    await route.continue()
  })
  await page.goto('/admin/login', { waitUntil: 'commit' })
  const login = new LoginPage(page)
  await expect(login.email()).toBeEditable()
  await expect(login.email()).toBeFocused()
  await login.email().fill(ADMIN.email)
  await login.password().fill(ADMIN.password)
  // Without the code the browser would send the form itself, the password in the address.
  await expect(login.submit()).toBeDisabled()
  await login.password().press('Enter')
  await page.waitForTimeout(300)
  expect(new URL(page.url()).search).toBe('')

  releaseCode()
  await expect(login.submit()).toBeEnabled()
  await expect(login.email()).toHaveValue(ADMIN.email)
  await expect(login.password()).toHaveValue(ADMIN.password)
  await login.submit().click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  // React took the server's screen over as it was: no hydration mismatch was reported.
  expect(problems).toEqual([])
})
