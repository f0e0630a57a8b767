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

test('a phrase typed in the picker shows only the documents it finds, never the unfiltered list meanwhile', async ({
  page,
  baseURL,
}) => {
  const run = Date.now().toString(36)
  const api = await apiAsAdmin(page.request, baseURL!)
  // First by title, so the unfiltered list shows it.
  await api.post('/pages', { title: `Aardvark ${run}`, slug: `aardvark-${run}` })
  for (const n of [1, 2, 3])
    await api.post('/pages', { title: `Quartz ${run} ${n}`, slug: `quartz-${run}-${n}` })
  await openNewShowcase(page, baseURL!)
  await tool(page, 'Relationship').click()
  const dialog = page.getByRole('dialog', { name: 'Add Relationship' })
  await dialog.getByRole('combobox', { name: 'Relation To' }).selectOption({ label: 'Pages' })
  const search = dialog.getByRole('combobox', { name: 'Related Document' })
  await search.click()
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options.filter({ hasText: `Aardvark ${run}` })).toBeVisible()

  // Every frame from the phrase on (the first after its input event), the options shown.
  await search.evaluate((input) => {
    const seen: string[][] = []
    Object.assign(window, { seenOptions: seen })
    const look = () => {
      seen.push(
        [...document.querySelectorAll('[role="listbox"] [role="option"]')].map(
          (option) => option.textContent ?? '',
        ),
      )
      requestAnimationFrame(look)
    }
    input.addEventListener('input', () => requestAnimationFrame(look), { once: true })
  })
  const phrase = `Quartz ${run}`
  await search.fill(phrase)
  await expect(options).toHaveText([`${phrase} 1`, `${phrase} 2`, `${phrase} 3`])
  // A while longer: nothing else shows up later either.
  await page.waitForTimeout(500)
  const seen = await page.evaluate(
    () => (window as unknown as { seenOptions: string[][] }).seenOptions,
  )
  // The option that loads the next page says so; it is no document.
  const shown = [...new Set(seen.flat())].filter((text) => text !== 'Loading…')
  expect(shown).toEqual([`${phrase} 1`, `${phrase} 2`, `${phrase} 3`])
})

test('an internal link without a document is not saved: the dialog says what is missing, until one is chosen', async ({
  page,
  baseURL,
}) => {
  const run = Date.now().toString(36)
  const api = await apiAsAdmin(page.request, baseURL!)
  await api.post('/pages', { title: `Target ${run}`, slug: `target-${run}` })
  await openNewShowcase(page, baseURL!)
  await page.keyboard.type('Go there')
  await page.keyboard.press('Control+a')
  await tool(page, 'Link').click()
  const link = page.getByRole('dialog', { name: 'Add Link' })
  await link.getByRole('radio', { name: 'Internal Link' }).check()
  const choice = link.getByRole('combobox', { name: 'Choose a document to link to' })
  await link.getByRole('button', { name: 'Save link' }).click()

  const missing = 'Choose the document this link leads to.'
  await expect(link.getByText(missing)).toBeVisible()
  await expect(choice).toHaveAttribute('aria-invalid', 'true')
  await expect(choice).toHaveAccessibleDescription(missing)
  await expect(editor(page).getByRole('link')).toHaveCount(0)

  await link.getByRole('combobox', { name: 'Relation To' }).selectOption({ label: 'Pages' })
  await choice.fill(`Target ${run}`)
  await page.getByRole('option', { name: `Target ${run}` }).click()
  await expect(link.getByText(missing)).toBeHidden()
  await link.getByRole('button', { name: 'Save link' }).click()
  await expect(link).toBeHidden()
  await expect(editor(page).getByRole('link', { name: 'Go there' })).toBeVisible()
})
