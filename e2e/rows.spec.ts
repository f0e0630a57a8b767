import { expect, test, type Page } from '@playwright/test'
import { EditPage } from './pages/EditPage'

// Tall enough that a drag never needs to scroll the page (Playwright's drag does not scroll mid-drag).
test.use({ viewport: { width: 1280, height: 1600 } })

const links = (page: Page) => page.getByRole('list', { name: 'Links' })
const row = (page: Page, name: string) => links(page).getByRole('listitem', { name, exact: true })
const labels = async (page: Page) =>
  links(page)
    .getByRole('textbox', { name: /^Label/ })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))

async function createShowcase(page: Page, title: string) {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/showcase/create')
  await edit.field(/^Title/).fill(title)
  return edit
}

test('array rows are added, filled, reordered by keyboard and drag, duplicated, removed, validated and saved', async ({
  page,
}) => {
  const edit = await createShowcase(page, 'Rows of links')
  await expect(page.getByText('No Links yet.')).toBeVisible()
  for (const text of ['First', 'Second', 'Third']) {
    await page.getByRole('button', { name: 'Add Link' }).click()
    // a new row focuses its first input
    await expect(page.locator(':focus')).toHaveAccessibleName(/^Label/)
    await page.keyboard.type(text)
  }
  await expect(links(page).getByRole('listitem')).toHaveCount(3)
  await row(page, 'Link 02').getByRole('textbox', { name: 'URL' }).fill('https://example.com/2')

  // keyboard: the third row moves up, and focus stays on its handle
  await row(page, 'Link 03').getByRole('button', { name: 'Move Link 03' }).focus()
  await page.keyboard.press('ArrowUp')
  expect(await labels(page)).toEqual(['First', 'Third', 'Second'])
  await expect(
    page.getByRole('status').filter({ hasText: 'Link 03 moved to position 2 of 3.' }),
  ).toBeAttached()
  await expect(row(page, 'Link 02').getByRole('button', { name: 'Move Link 02' })).toBeFocused()

  // drag: the first row is dropped below the last; values and the URL travel with their rows
  const last = (await row(page, 'Link 03').boundingBox())!
  await row(page, 'Link 01')
    .getByRole('button', { name: 'Move Link 01' })
    .dragTo(row(page, 'Link 03'), { targetPosition: { x: 40, y: last.height - 8 } })
  expect(await labels(page)).toEqual(['Third', 'Second', 'First'])
  await expect(row(page, 'Link 02').getByRole('textbox', { name: 'URL' })).toHaveValue(
    'https://example.com/2',
  )

  // the row menu works from the keyboard: Enter opens it on its first enabled action, Escape gives focus back
  const actions = row(page, 'Link 01').getByRole('button', { name: 'Link 01: actions' })
  await actions.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Move Down' })).toHaveAttribute(
    'data-focused',
    'true',
  )
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(row(page, 'Link 01').getByRole('button', { name: 'Link 01: actions' })).toBeFocused()

  // duplicate and remove from the row menu
  await row(page, 'Link 02').getByRole('button', { name: 'Link 02: actions' }).click()
  await page.getByRole('menuitem', { name: 'Duplicate' }).click()
  expect(await labels(page)).toEqual(['Third', 'Second', 'Second', 'First'])
  await expect(row(page, 'Link 03').getByRole('textbox', { name: 'URL' })).toHaveValue(
    'https://example.com/2',
  )
  await row(page, 'Link 01').getByRole('button', { name: 'Link 01: actions' }).click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  expect(await labels(page)).toEqual(['Second', 'Second', 'First'])

  // a required field in a collapsed row: the save is refused and the row opens with its error
  await row(page, 'Link 03')
    .getByRole('textbox', { name: /^Label/ })
    .fill('')
  await row(page, 'Link 03')
    .getByRole('button', { name: /^Link 03( Error)?$/ })
    .click()
  await expect(row(page, 'Link 03').getByRole('textbox', { name: /^Label/ })).toBeHidden()
  await edit.save().click()
  await expect(edit.toast('Please correct the highlighted fields.')).toBeVisible()
  await expect(row(page, 'Link 03').getByRole('textbox', { name: /^Label/ })).toBeVisible()
  await expect(row(page, 'Link 03').getByText('This field is required.')).toBeVisible()
  await row(page, 'Link 03')
    .getByRole('textbox', { name: /^Label/ })
    .fill('Last')

  await edit.save().click()
  await expect(edit.toast('Showcase item successfully created.')).toBeVisible()
  await expect(page).toHaveURL(/\/showcase\/\d+/)
  await page.reload()
  await expect(links(page).getByRole('listitem')).toHaveCount(3)
  expect(await labels(page)).toEqual(['Second', 'Second', 'Last'])
  await expect(row(page, 'Link 01').getByRole('textbox', { name: 'URL' })).toHaveValue(
    'https://example.com/2',
  )

  // moving a row is a change; moving it back is not
  await row(page, 'Link 01').getByRole('button', { name: 'Move Link 01' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(edit.save()).toBeEnabled()
  await page.keyboard.press('ArrowUp')
  await page.getByRole('link', { name: 'Showcase', exact: true }).first().click()
  await expect(page).toHaveURL(/\/collections\/showcase$/)
})

test('blocks are chosen from the picker, nest arrays, follow conditions and are saved', async ({
  page,
}) => {
  const edit = await createShowcase(page, 'Blocks and conditions')
  // a condition on the whole document: notes show only while the item is active
  await expect(page.getByLabel('Notes')).toHaveCount(0)
  await edit.field('Active').check()
  await expect(page.getByLabel('Notes')).toBeVisible()

  await page.getByRole('tab', { name: 'Sections' }).click()
  const sections = page.getByRole('list', { name: 'Sections' })
  await page.getByRole('button', { name: 'Add Section' }).click()
  const picker = page.getByRole('dialog', { name: 'Add Section' })
  await expect(picker.getByRole('button', { name: 'Hero' })).toBeVisible()
  await picker.getByRole('button', { name: 'Gallery' }).click()
  await expect(picker).toBeHidden()
  const gallery = sections.getByRole('listitem', { name: 'Section 01', exact: true })
  await expect(gallery.getByText('Gallery', { exact: true })).toBeVisible()
  await gallery.getByRole('button', { name: 'Add Image' }).click()
  await gallery.getByRole('textbox', { name: 'Caption' }).fill('A nested caption')

  await page.getByRole('button', { name: 'Add Section' }).click()
  await page
    .getByRole('dialog', { name: 'Add Section' })
    .getByRole('button', { name: 'Call to action' })
    .click()
  const cta = sections.getByRole('listitem', { name: 'Section 02', exact: true })
  await cta.getByRole('textbox', { name: /^Text/ }).fill('Read more about it')
  // a condition on the row's siblings: the link shows once the button has a label
  await expect(cta.getByRole('textbox', { name: 'Button link' })).toHaveCount(0)
  await cta.getByRole('textbox', { name: 'Button label' }).fill('Go')
  await cta.getByRole('textbox', { name: 'Button link' }).fill('/go')

  // a hero without its required heading blocks the save
  await sections
    .getByRole('listitem', { name: 'Section 02', exact: true })
    .getByRole('button', { name: 'Section 02: actions' })
    .click()
  await page.getByRole('menuitem', { name: 'Add Below' }).click()
  await page
    .getByRole('dialog', { name: 'Add Section' })
    .getByRole('button', { name: 'Hero' })
    .click()
  await edit.save().click()
  await expect(edit.toast('Please correct the highlighted fields.')).toBeVisible()
  const hero = sections.getByRole('listitem', { name: 'Section 03', exact: true })
  await expect(hero.getByText('This field is required.')).toBeVisible()
  await hero.getByRole('textbox', { name: /^Heading/ }).fill('Welcome')

  await edit.save().click()
  await expect(edit.toast('Showcase item successfully created.')).toBeVisible()
  await expect(page).toHaveURL(/\/showcase\/\d+/)
  await page.reload()
  await page.getByRole('tab', { name: 'Sections' }).click()
  await expect(sections.getByRole('listitem', { name: /^Section \d\d$/ })).toHaveCount(3)
  await expect(
    sections
      .getByRole('listitem', { name: 'Section 01', exact: true })
      .getByRole('textbox', { name: 'Caption' }),
  ).toHaveValue('A nested caption')
  await expect(
    sections
      .getByRole('listitem', { name: 'Section 02', exact: true })
      .getByRole('textbox', { name: 'Button link' }),
  ).toHaveValue('/go')
  await expect(
    sections
      .getByRole('listitem', { name: 'Section 03', exact: true })
      .getByRole('textbox', { name: /^Heading/ }),
  ).toHaveValue('Welcome')
  await expect(page.getByLabel('Notes')).toBeVisible()
})
