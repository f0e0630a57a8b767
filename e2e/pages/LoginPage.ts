import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'

export class LoginPage {
  constructor(readonly page: Page) {}

  email = () => this.page.getByLabel('Email')
  password = () => this.page.getByLabel('Password', { exact: true })
  submit = () => this.page.getByRole('button', { name: 'Login' })

  /** Opens the sign-in page and waits for its code, so that a sign-in goes through it. */
  async goto(query = '') {
    await this.page.goto(`/admin/login${query}`)
    await expectCodeTookOver(this.submit())
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email)
    await this.password().fill(password)
    await this.submit().click()
  }
}

/**
 * The server-drawn sign-in form posts itself before the page's code runs (the server signs in); a
 * test of what the code does with a sign-in (its toasts, its requests) waits for the code first.
 */
export async function expectCodeTookOver(submit: Locator) {
  await expect(submit).toBeVisible()
  await expect(submit).not.toHaveAttribute('data-awaiting-code')
}

/** Another browser (its own cookies) signed in as `user`; close the context when done. */
export async function signInElsewhere(
  browser: Browser,
  user: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: undefined })
  const page = await context.newPage()
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(user.email, user.password)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  return { context, page }
}
