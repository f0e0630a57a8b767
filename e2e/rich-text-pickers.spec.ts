import { expect, test, type Page } from '@playwright/test'
import { apiAsAdmin } from './support/accounts'

// The pickers of the richtext plugin's drawers on the showcase's Content field, as the admin:
// what they offer to point to, and what they find.

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' })
const tool = (page: Page, name: string) =>
  page
    .getByRole('toolbar', { name: 'Content formatting' })
    .getByRole('button', { name, exact: true })

/** The content collections of the test build, in the config's order. */
const CONTENT = ['Posts', 'Pages', 'Categories', 'Media', 'Showcase']

async function openNewShowcase(page: Page, baseURL: string) {
  const api = await apiAsAdmin(page.request, baseURL)
  const { doc } = await api.post('/showcase', { title: `Pickers ${Date.now().toString(36)}` })
  await page.goto(`/admin/collections/showcase/${doc.id}`)
  await expect(editor(page)).toBeEditable()
  await editor(page).click()
}

test('the relationship and internal-link pickers offer content collections only, never accounts or the outbox, to the admin too', async ({
  page,
  baseURL,
}) => {
  await openNewShowcase(page, baseURL!)
  await tool(page, 'Relationship').click()
  const relationship = page.getByRole('dialog', { name: 'Add Relationship' })
  const offered = relationship.getByRole('combobox', { name: 'Relation To' }).getByRole('option')
  await expect(offered).toHaveText(CONTENT)
  await relationship.getByRole('button', { name: 'Close' }).click()
  await expect(relationship).toBeHidden()

  await tool(page, 'Link').click()
  const link = page.getByRole('dialog', { name: 'Add Link' })
  await link.getByRole('radio', { name: 'Internal Link' }).check()
  await expect(link.getByRole('combobox', { name: 'Relation To' }).getByRole('option')).toHaveText(
    CONTENT,
  )

  // The admin does see both in the navigation: they are left out of the pickers, not hidden.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Users' })).toBeVisible()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Outbox' })).toBeVisible()
})
