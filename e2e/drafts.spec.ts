import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin, ensureUser } from './support/accounts'

test('save draft, publish, change and unpublish a post, with the status pill following', async ({
  page,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/posts/create')
  await edit.field(/^Title/).fill('A drafted story')
  await edit.saveDraft().click()
  await expect(edit.toast('Post successfully created.')).toBeVisible()
  await expect(edit.status()).toHaveText('Status: Draft')

  await edit.publish().click()
  await expect(edit.status()).toHaveText('Status: Published')

  await edit.field(/^Title/).fill('A drafted story, revised')
  await edit.saveDraft().click()
  await expect(edit.status()).toHaveText('Status: Changed')
  await page.reload()
  await expect(edit.status()).toHaveText('Status: Changed')
  await expect(edit.field(/^Title/)).toHaveValue('A drafted story, revised')
  await expect(edit.publish()).toHaveText('Publish changes')

  await page.getByRole('button', { name: 'More options' }).click()
  await page.getByRole('menuitem', { name: 'Unpublish' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Confirm unpublish' })
  await expect(dialog).toContainText('You are about to unpublish this document.')
  await dialog.getByRole('button', { name: 'Unpublish' }).click()
  await expect(dialog).toBeHidden()
  await expect(edit.status()).toHaveText('Status: Draft')
  await page.reload()
  await expect(edit.status()).toHaveText('Status: Draft')
})

test('an author saves drafts but has no publish button', async ({ browser, request, baseURL }) => {
  const author = await ensureUser(request, baseURL!, 'author')
  const { context, page } = await signInElsewhere(browser, author)
  const edit = new EditPage(page)
  await page.goto('/admin/collections/posts/create')
  await edit.field(/^Title/).fill('Written by an author')
  await expect(edit.saveDraft()).toBeVisible()
  await expect(edit.publish()).toHaveCount(0)
  await edit.field(/^Title/).press('Enter')
  await expect(edit.toast('Post successfully created.')).toBeVisible()
  await expect(edit.status()).toHaveText('Status: Draft')
  await page.getByRole('button', { name: 'More options' }).click()
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Unpublish' })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await context.close()
})

test('duplicate a post, then delete the copy after confirming', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/posts', { title: 'Original to copy', _status: 'published' })
  const edit = new EditPage(page)
  await page.goto(`/admin/collections/posts/${doc.id}`)
  await page.getByRole('button', { name: 'More options' }).click()
  await page.getByRole('menuitem', { name: 'Duplicate' }).click()
  await expect(edit.toast('Post successfully duplicated.')).toBeVisible()
  await expect(page).not.toHaveURL(new RegExp(`/posts/${doc.id}\\b`))
  await expect(edit.field(/^Title/)).toHaveValue('Original to copy')
  const copyUrl = page.url()

  await page.getByRole('button', { name: 'More options' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Confirm deletion' })
  await expect(dialog).toContainText(
    'You are about to delete the Post Original to copy. Are you sure?',
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  // keyboard: open the menu, move to Delete, choose it
  await page.getByRole('button', { name: 'More options' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(edit.toast('Post "Original to copy" successfully deleted.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/posts(\?locale=en)?$/)
  await page.goto(copyUrl)
  await expect(page.getByRole('alert')).toBeVisible()
  await page.goto(`/admin/collections/posts/${doc.id}`)
  await expect(edit.field(/^Title/)).toHaveValue('Original to copy')
})
