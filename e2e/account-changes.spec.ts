import { expect, test, type Page } from '@playwright/test'
import { LoginPage, signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin } from './support/accounts'
import { latestLink, latestMessage } from './support/outbox'

const PASSWORD = 'Account-pass-2026'
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

async function freshUser(request: Parameters<typeof apiAsAdmin>[0], baseURL: string, name: string) {
  const email = `${name}-${Date.now()}@folio.test`
  const { doc } = await (
    await apiAsAdmin(request, baseURL)
  ).post('/users', { email, password: PASSWORD, role: 'editor' })
  return { email, password: PASSWORD, id: doc.id }
}

test('a user changes their own email on the account page with their current password; the old address is told', async ({
  browser,
  request,
  baseURL,
}) => {
  const user = await freshUser(request, baseURL!, 'move')
  const newEmail = user.email.replace('move-', 'moved-')
  const { context, page } = await signInElsewhere(browser, user)
  await page.goto('/admin/account')
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail)
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  const dialog = page.getByRole('dialog', { name: 'Confirm the new email address' })
  await expect(dialog.getByText(`To change your email address to ${newEmail}`)).toBeVisible()
  // Without the password the server refuses and says why.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(
    toast(page, 'Enter your current password to change your email address.'),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Change email' }).click()
  await expect(toast(page, 'Updated successfully.')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await context.close()

  const notice = await latestMessage(request, baseURL!, user.email)
  expect(notice.subject).toBe('Your email address was changed')
  expect(notice.text).toContain(`to ${newEmail}`)
  const other = await browser.newContext({ storageState: undefined })
  const login = new LoginPage(await other.newPage())
  await login.goto()
  await login.signIn(newEmail, PASSWORD)
  await expect(login.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await other.close()
})

test("an admin sends a user a password reset link from the user's page; the link works", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const user = await freshUser(request, baseURL!, 'linked')
  await page.goto(`/admin/collections/users/${user.id}`)
  const panel = page.getByRole('region', { name: 'Password' })
  await panel.getByRole('button', { name: 'Send password reset link' }).click()
  await expect(toast(page, `A password reset link was sent to ${user.email}.`)).toBeVisible()

  const link = await latestLink(
    request,
    baseURL!,
    user.email,
    /https?:\/\/\S+\/admin\/reset\?token=[0-9a-f]{40}/,
  )
  const context = await browser.newContext({ storageState: undefined })
  const anonymous = await context.newPage()
  await anonymous.goto(link)
  await anonymous
    .getByRole('textbox', { name: 'New Password', exact: true })
    .fill('Fresh-linked-pass-77')
  await anonymous.getByRole('button', { name: 'Reset Password' }).click()
  await expect(anonymous.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await context.close()
})
