import { expect, test, type Locator, type Page } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { ADMIN } from './support/accounts'

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

test('the sign-in screen drawn by the server takes typing before the page’s code runs, keeps it, and signs in once the code is there', async ({
  page,
}) => {
  const { problems, release } = await openWithCodeHeld(page, '/admin/login')
  const login = new LoginPage(page)
  await expect(login.email()).toBeEditable()
  await expect(login.email()).toBeFocused()
  await login.email().fill(ADMIN.email)
  await login.password().fill(ADMIN.password)
  await expectEnterSendsNothing(page, login.password())
  await expectSubmitWaitsForCode(login.submit(), release)
  // The taking over moves nothing: the focus stays where the user put it.
  await expect(login.password()).toBeFocused()
  await expect(login.email()).toHaveValue(ADMIN.email)
  await expect(login.password()).toHaveValue(ADMIN.password)
  await login.submit().click()
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
