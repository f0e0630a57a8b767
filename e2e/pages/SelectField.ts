import type { Locator, Page } from '@playwright/test'

/** A select field by its label: the searchable combobox, its options and (hasMany) the chosen chips. */
export class SelectField {
  constructor(
    readonly page: Page,
    readonly label: string,
    /** Where the field is: the page, a dialog, the filter panel. */
    readonly scope: Page | Locator = page,
  ) {}

  combobox = () => this.scope.getByRole('combobox', { name: this.label, exact: true })
  /** The open list (it is in a popover outside the field). */
  listbox = () => this.page.getByRole('listbox')
  option = (name: string) => this.listbox().getByRole('option', { name, exact: true })
  chips = () =>
    this.scope
      .getByRole('group', { name: this.label, exact: true })
      .getByRole('list', { name: this.label })
      .getByRole('listitem')
  clear = () => this.scope.getByRole('button', { name: `Clear: ${this.label}`, exact: true })

  /**
   * Scrolls the field into view and lets the scroll event pass. An open list closes when the page
   * scrolls (as any popover does); Playwright scrolls as part of a click or fill, and that event
   * arrives after the list opened. Call this before typing into a field below the fold.
   */
  async reveal() {
    await this.combobox().scrollIntoViewIfNeeded()
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
  }

  /** Opens the list with a click, which shows every option. */
  async open() {
    await this.reveal()
    await this.combobox().click()
    try {
      await this.listbox().waitFor({ timeout: 3000 })
    } catch {
      // On a loaded machine a late scroll event can still close the list as it opens: once more.
      await this.combobox().click()
      await this.listbox().waitFor()
    }
  }

  /** Opens the list and picks the option with this label. */
  async choose(optionLabel: string) {
    await this.open()
    await this.option(optionLabel).click()
  }
}
