import { expect, test, type Locator } from '@playwright/test'
import { apiAsAdmin } from './support/accounts'

/** What makes a button look as it does, read as the browser draws it. */
const lookOf = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      background: style.backgroundColor,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      color: style.color,
      height: style.height,
    }
  })

test('the account page of a user never invited has no Invitation field; an invited user’s page has it', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `shown-invitation-${Date.now()}@folio.test`
  const { doc } = await (await apiAsAdmin(request, baseURL!)).post('/users/invite', { email })
  await page.goto(`/admin/collections/users/${doc.id}`)
  await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible()
  const invitation = page.getByRole('textbox', { name: 'Invitation' })
  await expect(invitation).toHaveValue('Pending')

  // The signed-in admin created the first user and was never invited.
  await page.goto('/admin/account')
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('owner@folio.test')
  await expect(invitation).toHaveCount(0)
  await expect(page.getByText('Invitation', { exact: true })).toHaveCount(0)
})

test('Change Password looks like the admin’s other secondary buttons', async ({ page }) => {
  await page.goto('/admin/collections/users')
  const secondary = await lookOf(page.getByRole('button', { name: 'Invite user' }))
  await page.goto('/admin/account')
  expect(await lookOf(page.getByRole('button', { name: 'Change Password' }))).toEqual(secondary)
})
