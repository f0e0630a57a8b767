import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectCodeTookOver } from './pages/LoginPage'
import { apiAsAdmin } from './support/accounts'

/**
 * docs/behaviour.md §8's sign-in, change-password, forgot and unlock messages as a user sees them, in English
 * and German. Statuses the real server does not give on demand come from `page.route`.
 */
const PASSWORD = 'Messages-pass-2026'
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })
const failWith = (status: number, message?: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(message ? { errors: [{ message }] } : {}),
})

const languages = [
  {
    locale: 'en-US',
    lng: 'en',
    email: 'Email',
    password: 'Password',
    login: 'Login',
    submit: 'Submit',
    changePassword: 'Change Password',
    currentPassword: 'Current password',
    newPassword: 'New Password',
    lockPanel: 'Sign-in and lock',
    forceUnlock: 'Force unlock',
    incorrect: 'The email or password provided is incorrect.',
    backend: (status: number) => `There was a ploblem with the backend. (${status})`,
    network: /^Network error: \S/,
    emailNotValid: 'The email provided is not valid',
    unlockFailed: 'Failed to unlock.',
  },
  {
    locale: 'de-DE',
    lng: 'de',
    email: 'E-Mail',
    password: 'Passwort',
    login: 'Anmelden',
    submit: 'Senden',
    changePassword: 'Passwort ändern',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    lockPanel: 'Anmeldung und Sperre',
    forceUnlock: 'Entsperren erzwingen',
    incorrect: 'Die E-Mail-Adresse oder das Passwort sind nicht korrekt.',
    backend: (status: number) => `Es gab ein Problem mit dem Backend. (${status})`,
    network: /^Netzwerkfehler: \S/,
    emailNotValid: 'Die angegebene E-Mail-Adresse ist ungültig.',
    unlockFailed: 'Entsperren fehlgeschlagen.',
  },
] as const

async function freshUser(request: Parameters<typeof apiAsAdmin>[0], baseURL: string, name: string) {
  const email = `${name}-${Date.now()}@folio.test`
  const { doc } = await (
    await apiAsAdmin(request, baseURL)
  ).post('/users', { email, password: PASSWORD, role: 'editor' })
  return { email, id: doc.id }
}

/** A browser of its own in `locale`, signed out, or signed in as `email` when given. */
async function pageIn(
  browser: Browser,
  baseURL: string,
  locale: string,
  email?: string,
): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined, locale })
  if (email) {
    const res = await context.request.post(`${baseURL}/api/users/login`, {
      data: { email, password: PASSWORD },
      headers: { Origin: new URL(baseURL).origin },
    })
    expect(res.status()).toBe(200)
  }
  return context.newPage()
}

for (const l of languages) {
  test.describe(`messages in ${l.locale}`, () => {
    test('sign-in: 401 and 400 show the first server message, other statuses the backend text, no answer the network error', async ({
      browser,
      baseURL,
    }) => {
      const page = await pageIn(browser, baseURL!, l.locale)
      await page.goto('/admin/login')
      const submit = page.getByRole('button', { name: l.login })
      await expectCodeTookOver(submit)
      await page.getByRole('textbox', { name: l.email }).fill('nobody@folio.test')
      await page.getByRole('textbox', { name: l.password, exact: true }).fill('Not-the-password-1')
      await submit.click()
      await expect(toast(page, l.incorrect)).toBeVisible()

      await page.route('**/api/users/login', (route) =>
        route.fulfill(failWith(400, 'First of the messages')),
      )
      await submit.click()
      await expect(toast(page, 'First of the messages')).toBeVisible()
      await page.unroute('**/api/users/login')

      await page.route('**/api/users/login', (route) => route.fulfill(failWith(502, 'not shown')))
      await submit.click()
      await expect(toast(page, l.backend(502))).toBeVisible()
      await expect(toast(page, 'not shown')).toHaveCount(0)
      await page.unroute('**/api/users/login')

      await page.route('**/api/users/login', (route) => route.abort('connectionrefused'))
      await submit.click()
      await expect(toast(page, l.network)).toBeVisible()
      await page.context().close()
    })

    test('change password: 400 and 403 show the server message, other statuses the backend text, no answer the network error', async ({
      browser,
      request,
      baseURL,
    }) => {
      const user = await freshUser(request, baseURL!, `messages-${l.lng}`)
      const page = await pageIn(browser, baseURL!, l.locale, user.email)
      await page.goto('/admin/account')
      await page.getByRole('button', { name: l.changePassword }).click()
      const drawer = page.getByRole('dialog', { name: l.changePassword })
      await drawer.getByRole('textbox', { name: l.currentPassword, exact: true }).fill(PASSWORD)
      await drawer
        .getByRole('textbox', { name: l.newPassword, exact: true })
        .fill('Fresh-message-pass-55')
      const submit = drawer.getByRole('button', { name: l.changePassword })

      // What the server answers an account of another identity provider (test/integration/auth-provider.test.ts).
      const localOnly =
        l.lng === 'de'
          ? 'Passwortänderungen sind nur für den lokalen Identitätsanbieter möglich.'
          : 'Password changes are only possible for local identity provider.'
      await page.route('**/api/users/change-password', (route) =>
        route.fulfill(failWith(403, localOnly)),
      )
      await submit.click()
      await expect(toast(page, localOnly)).toBeVisible()
      await page.unroute('**/api/users/change-password')

      // A 400 that names no field (a wrong current password, 401, and a weak new one are in passwords.spec.ts).
      await page.route('**/api/users/change-password', (route) =>
        route.fulfill(failWith(400, 'First of the messages')),
      )
      await submit.click()
      await expect(toast(page, 'First of the messages')).toBeVisible()
      await page.unroute('**/api/users/change-password')

      await page.route('**/api/users/change-password', (route) =>
        route.fulfill(failWith(500, 'not shown')),
      )
      await submit.click()
      await expect(toast(page, l.backend(500))).toBeVisible()
      await page.unroute('**/api/users/change-password')

      await page.route('**/api/users/change-password', (route) =>
        route.abort('internetdisconnected'),
      )
      await submit.click()
      await expect(toast(page, l.network)).toBeVisible()
      await expect(drawer).toBeVisible()
      await page.context().close()
    })

    test('forgot password: an invalid answer shows the email-not-valid toast', async ({
      browser,
      baseURL,
    }) => {
      const page = await pageIn(browser, baseURL!, l.locale)
      await page.goto('/admin/forgot')
      await page.route('**/api/users/forgot-password', (route) => route.fulfill(failWith(400)))
      await page.getByRole('textbox', { name: l.email }).fill('someone@folio.test')
      await page.getByRole('button', { name: l.submit }).click()
      await expect(toast(page, l.emailNotValid)).toBeVisible()
      await page.context().close()
    })

    test('force unlock: a failure says Failed to unlock', async ({ page, request, baseURL }) => {
      const user = await freshUser(request, baseURL!, `unlock-${l.lng}`)
      await (await apiAsAdmin(request, baseURL!)).post(`/users/${user.id}/lock`, {})
      await page.context().addCookies([{ name: 'folio-lng', value: l.lng, url: baseURL! }])
      await page.route('**/api/users/unlock', (route) => route.fulfill(failWith(500, 'not shown')))
      await page.goto(`/admin/collections/users/${user.id}`)
      await page
        .getByRole('region', { name: l.lockPanel })
        .getByRole('button', { name: l.forceUnlock })
        .click()
      await expect(toast(page, l.unlockFailed)).toBeVisible()
    })
  })
}
