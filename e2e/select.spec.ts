import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { SelectField } from './pages/SelectField'

test('a select filters its options as you type, is chosen with the keyboard, reverts unmatched text and clears', async ({
  page,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/showcase/create')
  const status = new SelectField(page, 'Status')
  await status.reveal()

  // typing filters by label, whatever the case
  await status.combobox().fill('LI')
  await expect(status.listbox().getByRole('option')).toHaveText(['Live'])
  await status.combobox().press('ArrowDown')
  await status.combobox().press('Enter')
  await expect(status.combobox()).toHaveValue('Live')
  await expect(status.listbox()).toBeHidden()

  // text that matches nothing says so, and goes back to the chosen label on blur
  await status.combobox().fill('nothing like it')
  await expect(status.listbox()).toContainText('No options')
  await status.combobox().press('Tab')
  await expect(status.combobox()).toHaveValue('Live')

  // ArrowDown opens the list with every option, the chosen one marked
  await status.combobox().focus()
  await status.combobox().press('ArrowDown')
  await expect(status.listbox().getByRole('option')).toHaveText(['Draft', 'Live'])
  await expect(status.option('Live')).toHaveAttribute('aria-selected', 'true')
  await status.combobox().press('Escape')
  await expect(status.listbox()).toBeHidden()

  // not required: a clear button empties it and leaves the focus in the input
  await status.clear().click()
  await expect(status.combobox()).toHaveValue('')
  await expect(status.combobox()).toBeFocused()
  await expect(status.clear()).toHaveCount(0)

  await edit.field(/^Title/).fill('Chosen by keyboard')
  await status.choose('Draft')
  await edit.save().click()
  await expect(edit.toast('Showcase item successfully created.')).toBeVisible()
  await page.reload()
  await expect(status.combobox()).toHaveValue('Draft')
})

test('a hasMany select adds options as chips in the chosen order and removes them with the keyboard', async ({
  page,
  request,
  baseURL,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/showcase/create')
  await edit.field(/^Title/).fill('Tagged by keyboard')
  const tags = new SelectField(page, 'Tags')

  await tags.reveal()
  await tags.combobox().fill('v')
  await expect(tags.listbox().getByRole('option')).toHaveText(['Video'])
  await tags.combobox().press('ArrowDown')
  await tags.combobox().press('Enter')
  await expect(tags.chips()).toHaveText(['Video'])
  await expect(tags.combobox()).toHaveValue('')

  // a chosen option is not offered again
  await tags.combobox().press('ArrowDown')
  await expect(tags.listbox().getByRole('option')).toHaveText(['Design', 'Code', 'Content'])
  await tags.combobox().press('ArrowDown')
  await tags.combobox().press('Enter')
  await expect(tags.chips()).toHaveText(['Video', 'Code'])
  await tags.choose('Design')
  await expect(tags.chips()).toHaveText(['Video', 'Code', 'Design'])

  // each chip has a remove button; the focus stays in the field when its chip goes
  const removeVideo = tags.chips().getByRole('button', { name: 'Remove: Video' })
  await removeVideo.focus()
  await removeVideo.press('Enter')
  await expect(tags.chips()).toHaveText(['Code', 'Design'])
  await expect(tags.combobox()).toBeFocused()
  // Backspace in the empty input removes the last chip
  await tags.combobox().press('Backspace')
  await expect(tags.chips()).toHaveText(['Code'])
  await tags.choose('Video')

  await edit.save().click()
  await expect(edit.toast('Showcase item successfully created.')).toBeVisible()
  const id = /\/showcase\/(\d+)/.exec(page.url())![1]
  const res = await request.get(`${baseURL}/api/showcase/${id}?depth=0`, {
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(((await res.json()) as { tags: string[] }).tags).toEqual(['code', 'video'])
  await page.reload()
  await expect(tags.chips()).toHaveText(['Code', 'Video'])
})
