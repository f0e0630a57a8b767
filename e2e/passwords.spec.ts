import { expect, test, type Browser, type Page } from '@playwright/test'
import { LoginPage, signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin } from './support/accounts'
import { latestLink } from './support/outbox'

const PASSWORD = 'Start-pass-2026'
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

/** A fresh editor per test: Payload sends one reset email per user every 15 s. */
async function freshUser(request: Parameters<typeof apiAsAdmin>[0], baseURL: string, name: string) {
  const email = `${name}-${Date.now()}@folio.test`
  await (
    await apiAsAdmin(request, baseURL)
  ).post('/users', { email, password: PASSWORD, role: 'editor' })
  return { email, password: PASSWORD }
}

/** A browser with no session, in `locale`. */
async function anonymousPage(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined, locale })
  return context.newPage()
}

test('forgot password → the emailed link → reset → the new password signs in', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const user = await freshUser(request, baseURL!, 'reset')
  const anonymous = await anonymousPage(browser)
  await anonymous.goto('/admin/forgot')
  await anonymous.getByLabel('Email').fill(user.email)
  await anonymous.getByRole('button', { name: 'Submit' }).click()
  await expect(anonymous.getByRole('heading', { name: 'Email Sent', level: 1 })).toBeVisible()

  const link = await latestLink(
    request,
    baseURL!,
    user.email,
    /https?:\/\/\S+\/admin\/reset\?token=[0-9a-f]{40}/,
  )

  await anonymous.goto(link)
  await expect(anonymous.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible()
  const newPassword = 'Fresh-reset-pass-77'
  await anonymous.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword)
  await anonymous.getByRole('button', { name: 'Reset Password' }).click()
  await expect(toast(anonymous, 'Updated successfully.')).toBeVisible()
  await expect(anonymous.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  // The link is used up; the new password signs in.
  await anonymous.context().clearCookies()
  await anonymous.goto(link)
  await anonymous
    .getByRole('textbox', { name: 'New Password', exact: true })
    .fill('Another-reset-pass-88')
  await anonymous.getByRole('button', { name: 'Reset Password' }).click()
  await expect(toast(anonymous, 'There was a ploblem with the backend. (403)')).toBeVisible()
  const login = new LoginPage(anonymous)
  await login.goto()
  await login.signIn(user.email, newPassword)
  await expect(anonymous.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await anonymous.context().close()

  // Signed in already: the reset view says so, with a log-out link and the way back.
  await page.goto('/admin/reset?token=whatever')
  await expect(page.getByRole('heading', { name: 'Already logged in', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('change password from the account page: a wrong current one, a weak new one, then success', async ({
  browser,
  request,
  baseURL,
}) => {
  const user = await freshUser(request, baseURL!, 'change')
  const { context, page } = await signInElsewhere(browser, user)
  await page.goto('/admin/account')
  await page.getByRole('button', { name: 'Change Password' }).click()
  const drawer = page.getByRole('dialog', { name: 'Change Password' })
  const submit = drawer.getByRole('button', { name: 'Change Password' })

  await drawer
    .getByRole('textbox', { name: 'Current password', exact: true })
    .fill('Not-the-pass-1')
  await drawer
    .getByRole('textbox', { name: 'New Password', exact: true })
    .fill('Fresh-change-pass-55')
  await submit.click()
  await expect(toast(page, 'The current password is incorrect.')).toBeVisible()

  await drawer.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD)
  // Passes the rules, but the server's estimator finds it too easy to guess.
  await drawer.getByRole('textbox', { name: 'New Password', exact: true }).fill('Password1234')
  await submit.click()
  await expect(drawer.getByText('Password does not meet requirements.')).toBeVisible()

  await drawer
    .getByRole('textbox', { name: 'New Password', exact: true })
    .fill('Fresh-change-pass-55')
  await submit.click()
  await expect(toast(page, 'Updated successfully.')).toBeVisible()
  await expect(drawer).toHaveCount(0)
  await context.close()

  const other = await anonymousPage(browser)
  const login = new LoginPage(other)
  await login.goto()
  await login.signIn(user.email, 'Fresh-change-pass-55')
  await expect(other.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await other.context().close()
})

test('change password in German: the messages in German', async ({ browser, request, baseURL }) => {
  const user = await freshUser(request, baseURL!, 'aendern')
  const page = await anonymousPage(browser, 'de-DE')
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(user.email)
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible()
  await page.goto('/admin/account')
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  const drawer = page.getByRole('dialog', { name: 'Passwort ändern' })
  const submit = drawer.getByRole('button', { name: 'Passwort ändern' })

  await drawer
    .getByRole('textbox', { name: 'Aktuelles Passwort', exact: true })
    .fill('Nicht-das-Pass-1')
  await drawer
    .getByRole('textbox', { name: 'Neues Passwort', exact: true })
    .fill('Frisches-Pass-wort-55')
  await submit.click()
  await expect(toast(page, 'Das aktuelle Passwort ist falsch.')).toBeVisible()

  await drawer.getByRole('textbox', { name: 'Aktuelles Passwort', exact: true }).fill(PASSWORD)
  await drawer.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('Passwort1234')
  await submit.click()
  await expect(drawer.getByText('Das Passwort erfüllt die Anforderungen nicht.')).toBeVisible()

  await drawer
    .getByRole('textbox', { name: 'Neues Passwort', exact: true })
    .fill('Frisches-Pass-wort-55')
  await submit.click()
  await expect(toast(page, 'Erfolgreich aktualisiert.')).toBeVisible()
  await page.context().close()
})
