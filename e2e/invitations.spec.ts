import { expect, test, type Page } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { ADMIN } from './support/accounts'
import { seriousViolations } from './support/axe'
import { latestLink, latestMessage } from './support/outbox'

const ACCEPT_LINK = /https?:\/\/\S+\/admin\/accept-invitation\?token=[\w-]{43}/
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

async function invite(
  page: Page,
  email: string,
  options: { name?: string; role?: string; language?: string } = {},
) {
  await page.goto('/admin/collections/users')
  await page.getByRole('button', { name: 'Invite user' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite user' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  if (options.name) await dialog.getByRole('textbox', { name: 'Name' }).fill(options.name)
  if (options.role)
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: options.role })
  if (options.language)
    await dialog
      .getByRole('combobox', { name: 'Language of the email' })
      .selectOption({ label: options.language })
  return dialog
}

test('an admin invites from the users list; the invitee accepts, in a browser where someone else was signed in, and is signed in', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = `invitee-${Date.now()}@folio.test`
  const dialog = await invite(page, email, { name: 'Ina Vitee', role: 'Editor' })
  expect(await seriousViolations(page, { include: ['.dialog'] })).toEqual([])
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Pending')

  const link = await latestLink(request, baseURL!, email, ACCEPT_LINK)
  // A browser where the admin is signed in (a session of its own): opening the link signs the admin out first.
  const { context, page: invitee } = await signInElsewhere(browser, ADMIN)
  await invitee.goto(link)
  await expect(
    invitee.getByRole('heading', { name: 'Accept your invitation', level: 1 }),
  ).toBeVisible()
  await expect(invitee.getByText(`You are invited as ${email}.`)).toBeVisible()
  await expect(invitee.getByRole('textbox', { name: 'Name' })).toHaveValue('Ina Vitee')
  expect(await seriousViolations(invitee)).toEqual([])

  // The rules show live; a weak password is refused before anything is sent.
  const password = invitee.getByRole('textbox', { name: 'Password', exact: true })
  await password.fill('short')
  await invitee.getByRole('button', { name: 'Create profile' }).click()
  await expect(invitee.getByText('Password does not meet requirements.')).toBeVisible()
  await password.fill('Welcome-aboard-9173')
  await invitee.getByRole('textbox', { name: 'Name' }).fill('Ina Vitée')
  await invitee.getByRole('button', { name: 'Create profile' }).click()
  await expect(invitee.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(toast(invitee, 'Welcome! Your profile is ready.')).toBeVisible()
  await invitee.goto('/admin/account')
  await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(email)

  // The link is used up.
  await context.clearCookies()
  await invitee.goto(link)
  await expect(invitee.getByRole('alert')).toHaveText('Invitation link is invalid or expired.')
  await context.close()

  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Accepted')
})

test('a pending invitation can be sent again and revoked from the user’s page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = `pending-${Date.now()}@folio.test`
  const dialog = await invite(page, email, { language: 'Deutsch' })
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible()
  const first = await latestLink(request, baseURL!, email, ACCEPT_LINK)
  expect((await latestMessage(request, baseURL!, email)).subject).toMatch(/^Ihre Einladung zu /)
  // The view speaks the invitation's language to someone who has not chosen one, whatever the browser's.
  const stranger = await browser.newContext({ storageState: undefined, locale: 'en-US' })
  const view = await stranger.newPage()
  await view.goto(first)
  await expect(view.getByRole('heading', { name: 'Einladung annehmen', level: 1 })).toBeVisible()
  await expect(view.getByRole('button', { name: 'Profil erstellen' })).toBeVisible()
  await stranger.close()

  await page.getByRole('link', { name: email }).click()
  const panel = page.getByRole('region', { name: 'Invitation' })
  await expect(panel.getByRole('status')).toContainText('Pending since')
  await panel.getByRole('button', { name: 'Resend invitation' }).click()
  await expect(
    toast(page, `A new link was sent to ${email}; the previous one no longer works.`),
  ).toBeVisible()
  const second = await latestLink(request, baseURL!, email, ACCEPT_LINK)
  expect(second).not.toBe(first)

  await panel.getByRole('button', { name: 'Revoke invitation' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke invitation' })
  await expect(confirm).toContainText(`Revoke the invitation of ${email}?`)
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click()
  await expect(toast(page, `The invitation of ${email} was revoked.`)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/users$/)
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
})

test('an invalid link says so, in German too', async ({ browser }) => {
  const context = await browser.newContext({ storageState: undefined, locale: 'de-DE' })
  const page = await context.newPage()
  await page.goto('/admin/accept-invitation?token=not-a-real-token')
  await expect(page.getByRole('alert')).toHaveText(
    'Der Einladungslink ist ungültig oder abgelaufen.',
  )
  await page.goto('/admin/accept-invitation')
  await expect(page.getByRole('alert')).toHaveText(
    'Der Einladungslink ist ungültig oder abgelaufen.',
  )
  await context.close()
})
