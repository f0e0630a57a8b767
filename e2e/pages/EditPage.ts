import type { Page } from '@playwright/test'

export class EditPage {
  constructor(readonly page: Page) {}

  field = (label: string | RegExp) => this.page.getByLabel(label)
  save = () => this.page.getByRole('button', { name: 'Save', exact: true })
  saveDraft = () => this.page.getByRole('button', { name: 'Save Draft' })
  publish = () => this.page.getByRole('button', { name: /^Publish/ })
  status = () => this.page.getByRole('status').filter({ hasText: /^Status: / })
  heading = () => this.page.getByRole('heading', { level: 1 })
  toast = (text: string | RegExp) =>
    this.page.locator('[data-sonner-toast]').filter({ hasText: text })
}
