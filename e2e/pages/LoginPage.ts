import { expect, type Page } from '@playwright/test'

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
