import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectCodeTookOver } from './pages/LoginPage'

/**
 * An invalid email is said by the form itself under the field (the field described by it and
 * marked invalid), in the person's language, and nothing is sent.
 */
const languages = [
  {
    locale: 'en-US',
    email: 'Email',
    password: 'Password',
    login: 'Login',
    submit: 'Submit',
    invalidEmail: 'Please enter a valid email address.',
    required: 'This field is required.',
  },
  {
    locale: 'de-DE',
    email: 'E-Mail',
    password: 'Passwort',
    login: 'Anmelden',
    submit: 'Senden',
    invalidEmail: 'Bitte gib eine korrekte E-Mail-Adresse an.',
    required: 'Pflichtfeld',
  },
] as const

async function anonymousPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined, locale })
  return context.newPage()
}

/** Counts the requests to an API path. */
function countRequests(page: Page, path: string): () => number {
  let count = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) count++
  })
  return () => count
}

for (const l of languages) {
  test.describe(`in ${l.locale}`, () => {
    test('sign-in: an invalid email and a missing password are said under their fields', async ({
      browser,
    }) => {
      const page = await anonymousPage(browser, l.locale)
      const logins = countRequests(page, '/api/users/login')
      await page.goto('/admin/login')
      const submit = page.getByRole('button', { name: l.login })
      await expectCodeTookOver(submit)
      const email = page.getByRole('textbox', { name: l.email })
      const password = page.getByRole('textbox', { name: l.password, exact: true })
      await email.fill('not-an-email')
      await submit.click()
      await expect(email).toHaveAccessibleDescription(l.invalidEmail)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(password).toHaveAccessibleDescription(l.required)
      await expect(password).toHaveAttribute('aria-invalid', 'true')

      await email.fill('nobody@folio.test')
      await password.fill('Not-the-password-1')
      await submit.click()
      await expect(page.locator('[data-sonner-toast]')).toBeVisible()
      await expect(email).not.toHaveAttribute('aria-invalid')
      await expect(email).toHaveAccessibleDescription('')
      expect(logins()).toBe(1)
      await page.context().close()
    })

    test('forgot password: an invalid email is said under the field', async ({ browser }) => {
      const page = await anonymousPage(browser, l.locale)
      const requests = countRequests(page, '/api/users/forgot-password')
      await page.goto('/admin/forgot')
      const email = page.getByRole('textbox', { name: l.email })
      await email.fill('someone@')
      await page.getByRole('button', { name: l.submit }).click()
      await expect(email).toHaveAccessibleDescription(l.invalidEmail)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
      expect(requests()).toBe(0)
      await page.context().close()
    })
  })
}

test('invite: an invalid email is said under the field', async ({ page }) => {
  const invites = countRequests(page, '/api/users/invite')
  await page.goto('/admin/collections/users')
  await page.getByRole('button', { name: 'Invite user' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite user' })
  const email = dialog.getByRole('textbox', { name: 'Email' })
  await email.fill('not-an-email')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog).toBeVisible()
  expect(invites()).toBe(0)
})
