import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

export class LoginPage {
  constructor(readonly page: Page) {}

  email = () => this.page.getByLabel('Email')
  password = () => this.page.getByLabel('Password', { exact: true })
  submit = () => this.page.getByRole('button', { name: 'Login' })

  async goto(query = '') {
    await this.page.goto(`/admin/login${query}`)
    await expect(this.submit()).toBeVisible()
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email)
    await this.password().fill(password)
    await this.submit().click()
  }
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
