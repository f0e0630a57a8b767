import type { Page } from '@playwright/test'

/** A relationship field by its label: the searching combobox, the chosen chips and the drawer buttons. */
export class RelationField {
  constructor(
    readonly page: Page,
    readonly label: string,
  ) {}

  group = () => this.page.getByRole('group', { name: this.label, exact: true })
  combobox = () => this.page.getByRole('combobox', { name: this.label, exact: true })
  chips = () => this.group().getByRole('list', { name: this.label }).getByRole('listitem')
  collection = () => this.page.getByRole('combobox', { name: `${this.label}: Relation To` })

  /** Scrolls the field into view and lets the scroll settle: a scroll closes an open list (React Aria popovers). */
  async reveal() {
    await this.combobox().scrollIntoViewIfNeeded()
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
  }

  /** Types into the search and picks the option with this title. */
  async choose(search: string, title: string) {
    await this.reveal()
    await this.combobox().fill(search)
    await this.page.getByRole('option', { name: title }).click()
  }
}
