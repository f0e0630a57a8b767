import type { Page } from '@playwright/test'

export class EditPage {
  constructor(readonly page: Page) {}

  field = (label: string | RegExp) => this.page.getByLabel(label)
  save = () => this.page.getByRole('button', { name: 'Save' })
  heading = () => this.page.getByRole('heading', { level: 1 })
  toast = (text: string | RegExp) => this.page.locator('[data-sonner-toast]').filter({ hasText: text })
}
