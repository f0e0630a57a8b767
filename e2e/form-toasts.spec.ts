import { expect, test, type Page } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { LoginPage, signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin } from './support/accounts'

/** A form's newest message replaces the one it showed before, instead of stacking beside it. */
const PASSWORD = 'Toasts-pass-2026'
const BACKEND_500 = 'There was a ploblem with the backend. (500)'
const failWith500 = { status: 500, contentType: 'application/json', body: '{}' }

/** The toasts on screen (sonner keeps a closing one a moment, marked removed). */
const toasts = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])')

/** `text` shows, and it is the only toast: the form's previous one is gone. */
async function expectOnlyToast(page: Page, text: string | RegExp) {
  await expect(toasts(page).filter({ hasText: text })).toBeVisible()
  // Not retried: a stacked older toast would still be there (a toast lasts 4 s), not yet expired.
  expect(await toasts(page).allInnerTexts()).toHaveLength(1)
}

test('sign-in: a refusal after a backend failure replaces its toast', async ({ browser }) => {
  const context = await browser.newContext({ storageState: undefined })
  const page = await context.newPage()
  const login = new LoginPage(page)
  await login.goto()
  await page.route('**/api/users/login', (route) => route.fulfill(failWith500))
  await login.signIn('nobody@folio.test', 'Not-the-password-1')
  await expectOnlyToast(page, BACKEND_500)
  await page.unroute('**/api/users/login')
  await login.submit().click()
  await expectOnlyToast(page, 'The email or password provided is incorrect.')
  await context.close()
})

test('change password: a wrong current password replaces the backend failure before it', async ({
  browser,
  request,
  baseURL,
}) => {
  const email = `toasts-${Date.now()}@folio.test`
  await (await apiAsAdmin(request, baseURL!)).post('/users', { email, password: PASSWORD })
  const { context, page } = await signInElsewhere(browser, { email, password: PASSWORD })
  await page.goto('/admin/account')
  await page.getByRole('button', { name: 'Change Password' }).click()
  const drawer = page.getByRole('dialog', { name: 'Change Password' })
  await drawer
    .getByRole('textbox', { name: 'Current password', exact: true })
    .fill('Not-the-pass-1')
  await drawer
    .getByRole('textbox', { name: 'New Password', exact: true })
    .fill('Fresh-toast-pass-55')
  const submit = drawer.getByRole('button', { name: 'Change Password' })

  await page.route('**/api/users/change-password', (route) => route.fulfill(failWith500))
  await submit.click()
  await expectOnlyToast(page, BACKEND_500)
  await page.unroute('**/api/users/change-password')
  await submit.click()
  await expectOnlyToast(page, 'The current password is incorrect.')

  await drawer.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD)
  await submit.click()
  await expectOnlyToast(page, 'Updated successfully.')
  await context.close()
})

test('editor: a failed save replaces the toast asking to correct the fields', async ({ page }) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/posts/create')
  await edit.publish().click()
  await expectOnlyToast(page, 'Please correct the highlighted fields.')
  await edit.field(/^Title/).fill('Toasts that replace each other')
  await page.route('**/api/posts?**', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  )
  await edit.publish().click()
  await expectOnlyToast(page, /^Network error: /)
})

test('invite: the sent invitation replaces the failure before it', async ({ page }) => {
  const email = `toast-invitee-${Date.now()}@folio.test`
  await page.goto('/admin/collections/users')
  await page.getByRole('button', { name: 'Invite user' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite user' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.route('**/api/users/invite', (route) => route.fulfill(failWith500))
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expectOnlyToast(page, 'Request failed with status code 500')
  await page.unroute('**/api/users/invite')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expectOnlyToast(page, `Invitation sent to ${email}.`)
})
