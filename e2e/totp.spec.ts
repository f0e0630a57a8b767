import { expect, test, type Browser, type Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { LoginPage } from './pages/LoginPage'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'

const PERIOD_MS = 30_000

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

/** A new editor (the admin's own account stays without a second factor for the other specs). */
async function newEditor(request: Parameters<typeof apiAsAdmin>[0], baseURL: string, name: string) {
  const account = {
    email: `${name}-${Date.now().toString(36)}@folio.test`,
    password: 'Totp-pass-2026',
    role: 'editor',
  }
  await (await apiAsAdmin(request, baseURL)).post('/users', account)
  return account
}

/** A browser of its own (its own cookies: a trusted device is this browser) in the given theme. */
async function ownBrowser(browser: Browser, baseURL: string, theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  await context.addCookies([{ name: 'folio-theme', value: theme, url: baseURL }])
  return { context, page: await context.newPage() }
}

/**
 * The app's current code for `secret`; a code already used is refused again, so one equal to
 * `used` waits for the next period.
 */
async function codeFor(secret: string, used: Set<string>): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
  for (;;) {
    const code = totp.generate()
    if (!used.has(code)) {
      used.add(code)
      return code
    }
    await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 200))
  }
}

/** Signs in with the password; the answer's further step is the code view. */
async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(account.email, account.password)
}

/** Signs out and waits for the sign-in page the logout ends on. */
async function signOut(page: Page) {
  await page.goto('/admin/logout')
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
}

const codeInput = (page: Page) => page.getByRole('textbox', { name: 'Authentication code' })
const dashboard = (page: Page) => page.getByRole('heading', { name: 'Dashboard', level: 1 })

/** Turns TOTP on from the account page; returns the secret the enrollment showed. */
async function enrollFromAccount(page: Page, used: Set<string>): Promise<string> {
  await page.goto('/admin/account')
  const section = page.getByRole('region', { name: 'Two-factor authentication' })
  await expect(section.getByText(/^Off:/)).toBeVisible()
  await section.getByRole('button', { name: 'Enable' }).click()
  await expect(page).toHaveURL(/\/admin\/totp\/setup\?redirect=%2Fadmin%2Faccount$/)
  await expect(
    page.getByRole('heading', { name: 'Set up two-factor authentication', level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: /^QR code/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy setup key' })).toBeVisible()
  const shown = await page.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent()
  const secret = shown!.replace(/\s/g, '')
  expect(secret).toHaveLength(32)
  // Entered with spaces, as read from a phone: sent by itself once it has six digits.
  const code = await codeFor(secret, used)
  await codeInput(page).fill(`${code.slice(0, 3)} ${code.slice(3)}`)
  const codes = page.getByRole('list', { name: 'Recovery codes' })
  await expect(codes.getByRole('listitem')).toHaveCount(10)
  await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download .txt' }).click()
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt')
  await page.getByRole('button', { name: 'I have kept these codes' }).click()
  await expect(page).toHaveURL(/\/admin\/account$/)
  await expect(section.getByText(/^On:/)).toBeVisible()
  return secret
}

test.describe('two-factor sign-in (TOTP)', () => {
  test.describe.configure({ timeout: 240_000 })

  test('enrolled from the account page, it asks for the code after the password; a wrong code waits 3 s; a trusted device signs in without it; removing the device on the account page brings the code back', async ({
    browser,
    request,
    baseURL,
  }) => {
    const account = await newEditor(request, baseURL!, 'totp')
    const used = new Set<string>()
    const { context, page } = await ownBrowser(browser, baseURL!)
    await signInWithPassword(page, account)
    await expect(dashboard(page)).toBeVisible()
    const secret = await enrollFromAccount(page, used)

    // Sign out, and in again: the password, then the code view.
    await signOut(page)
    await signInWithPassword(page, account)
    await expect(page).toHaveURL(/\/admin\/totp(\?|$)/)
    await expect(
      page.getByRole('heading', { name: 'Two-factor authentication', level: 1 }),
    ).toBeVisible()
    const logIn = page.getByRole('button', { name: 'Log in' })

    // A wrong code (sent by itself at the sixth digit) is refused; the button comes back after 3 s.
    const right = await codeFor(secret, used)
    const wrong = right === '000000' ? '000001' : '000000'
    await codeInput(page).fill(wrong)
    await expect(toast(page, 'Invalid code.')).toBeVisible()
    const refusedAt = Date.now()
    await expect(logIn).toBeDisabled()
    await expect(logIn).toBeEnabled({ timeout: 5000 })
    expect(Date.now() - refusedAt).toBeGreaterThan(2000)

    await codeInput(page).fill(await codeFor(secret, used))
    await expect(dashboard(page)).toBeVisible()

    // Trusting this device: the next sign-in asks for no code.
    await signOut(page)
    await signInWithPassword(page, account)
    await expect(codeInput(page)).toBeVisible()
    await page.getByRole('checkbox', { name: /^Trust this device for \d+ days$/ }).check()
    await codeInput(page).fill(await codeFor(secret, used))
    await expect(dashboard(page)).toBeVisible()
    await signOut(page)
    await signInWithPassword(page, account)
    await expect(dashboard(page)).toBeVisible()

    // The account page lists the device; removing it takes effect on Save.
    await page.goto('/admin/account')
    const devices = page.getByRole('region', { name: 'Trusted devices' })
    await expect(devices.getByText(/^Last used /)).toHaveCount(1)
    await devices.getByRole('button', { name: /^Remove .+ on .+$/ }).click()
    await expect(devices.getByText('No trusted devices.')).toBeVisible()
    await expect(devices.getByRole('status')).toHaveText('Save to forget the removed devices.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(toast(page, 'Updated successfully.')).toBeVisible()
    await page.reload()
    await expect(devices.getByText('No trusted devices.')).toBeVisible()

    // Forgotten: the code is asked for again.
    await signOut(page)
    await signInWithPassword(page, account)
    await expect(codeInput(page)).toBeVisible()
    await context.close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the code view and the enrollment have no serious or critical axe violations (${theme})`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const { context, page } = await ownBrowser(browser, baseURL!, theme)
      await page.goto('/admin/totp')
      await expect(codeInput(page)).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Use a recovery code' }).click()
      await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])

      const account = await newEditor(request, baseURL!, `totp-axe-${theme}`)
      await signInWithPassword(page, account)
      await expect(dashboard(page)).toBeVisible()
      await page.goto('/admin/totp/setup')
      await expect(page.getByRole('img', { name: /^QR code/ })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    })
  }

  test("an admin sees a user's second factor on the user's page and resets it", async ({
    page,
    playwright,
    request,
    baseURL,
  }) => {
    const account = await newEditor(request, baseURL!, 'totp-reset')
    const asEditor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
    })
    const signedIn = await asEditor.post('/api/users/login', {
      data: { email: account.email, password: account.password },
    })
    const id = ((await signedIn.json()) as { user: { id: number } }).user.id
    const setup = (await (await asEditor.get('/api/users/mfa/totp/setup')).json()) as {
      secret: string
    }
    const finished = await asEditor.post('/api/users/mfa/totp/finish-enrollment', {
      data: { code: await codeFor(setup.secret, new Set()) },
    })
    expect(finished.ok()).toBe(true)

    await page.goto(`/admin/collections/users/${id}`)
    const panel = page.getByRole('region', { name: 'Two-factor authentication' })
    await expect(panel.getByText('On', { exact: true })).toBeVisible()
    await panel.getByRole('button', { name: 'Reset two-factor authentication' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Reset two-factor authentication?' })
    await expect(dialog.getByText(account.email)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Reset two-factor authentication' }).click()
    await expect(toast(page, /The second factor was reset/)).toBeVisible()
    await expect(panel.getByText('Off', { exact: true })).toBeVisible()
    // The user's session ended with it.
    expect(
      ((await (await asEditor.get('/api/users/me')).json()) as { user: unknown }).user,
    ).toBeNull()
    await asEditor.dispose()
  })

  test('on the account page, new recovery codes and switching it off each ask for the current password', async ({
    browser,
    request,
    baseURL,
  }) => {
    const account = await newEditor(request, baseURL!, 'totp-off')
    const { context, page } = await ownBrowser(browser, baseURL!)
    const headers = { Origin: new URL(baseURL!).origin }
    await context.request.post('/api/users/login', { data: account, headers })
    const setup = (await (
      await context.request.get('/api/users/mfa/totp/setup', { headers })
    ).json()) as {
      secret: string
    }
    const enrolled = await context.request.post('/api/users/mfa/totp/finish-enrollment', {
      data: { code: await codeFor(setup.secret, new Set()) },
      headers,
    })
    expect(enrolled.ok()).toBe(true)

    await page.goto('/admin/account')
    const section = page.getByRole('region', { name: 'Two-factor authentication' })
    await expect(section.getByText(/^On:/)).toBeVisible()
    await section.getByRole('button', { name: 'New recovery codes' }).click()
    const ask = page.getByRole('dialog', { name: 'New recovery codes' })
    await ask.getByLabel('Current password').fill('not-the-password-1')
    await ask.getByRole('button', { name: 'Create codes' }).click()
    await expect(ask.getByText('The current password is incorrect.')).toBeVisible()
    await ask.getByLabel('Current password').fill(account.password)
    await ask.getByRole('button', { name: 'Create codes' }).click()
    const shown = page.getByRole('dialog', { name: 'Your recovery codes' })
    await expect(
      shown.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10)
    await shown.getByRole('button', { name: 'I have kept these codes' }).click()
    await expect(shown).toBeHidden()

    await section.getByRole('button', { name: 'Disable' }).click()
    const off = page.getByRole('dialog', { name: 'Disable two-factor authentication' })
    await off.getByLabel('Current password').fill(account.password)
    await off.getByRole('button', { name: 'Disable' }).click()
    await expect(toast(page, 'Two-factor authentication is off.')).toBeVisible()
    await expect(section.getByText(/^Off:/)).toBeVisible()
    await context.close()
  })
})
