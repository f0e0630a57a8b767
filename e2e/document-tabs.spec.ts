import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'

test('document tabs: edit, API and versions with a count, carrying the locale', async ({
  page,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/posts/create')
  await expect(page.getByRole('navigation', { name: 'Document views' })).toHaveCount(0)
  await edit.field(/^Title/).fill('Tabbed post')
  await edit.publish().click()
  await expect(page).toHaveURL(/\/posts\/\d+\?locale=en$/)
  await edit.field(/^Title/).fill('Tabbed post, second version')
  await edit.saveDraft().click()
  await expect(edit.status()).toHaveText('Status: Changed')

  const tabs = page.getByRole('navigation', { name: 'Document views' })
  await expect(tabs.getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-current', 'page')
  // The count follows each save, without leaving the page.
  await expect(tabs.getByRole('link', { name: /^Versions/ })).toContainText(/Versions\s*2/)
  await edit.publish().click()
  await expect(edit.status()).toHaveText('Status: Published')
  await expect(tabs.getByRole('link', { name: /^Versions/ })).toContainText(/Versions\s*3/)

  await page.getByLabel('Locale').selectOption({ label: 'German' })
  await tabs.getByRole('link', { name: /^Versions/ }).click()
  await expect(page).toHaveURL(/\/posts\/\d+\/versions\?locale=de$/)
  await expect(tabs.getByRole('link', { name: /^Versions/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(tabs.getByRole('link', { name: 'Edit' })).not.toHaveAttribute('aria-current', 'page')
  // The view is named by the document as its editor names it: it has no German title, so by its id.
  const id = /\/posts\/(\d+)\//.exec(page.url())![1]!
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(id)
  await tabs.getByRole('link', { name: 'API' }).click()
  await expect(page).toHaveURL(/\/posts\/\d+\/api\?locale=de$/)
  // posts have a live preview configured, so they get its tab
  await tabs.getByRole('link', { name: 'Live Preview' }).click()
  await expect(page).toHaveURL(/\/posts\/\d+\/preview\?locale=de$/)
  await expect(tabs.getByRole('link', { name: 'Live Preview' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await tabs.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(/\/posts\/\d+\?locale=de$/)
  await expect(edit.field(/^Title/)).toBeVisible()
})

test('a global shows its tabs too; an unknown view is not found', async ({ page }) => {
  await page.goto('/admin/globals/settings')
  const tabs = page.getByRole('navigation', { name: 'Document views' })
  await expect(tabs.getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: /^Versions/ })).toBeVisible()
  // no live preview is configured for settings: no tab, and its path is not found
  await expect(tabs.getByRole('link', { name: 'Live Preview' })).toHaveCount(0)
  await page.goto('/admin/globals/settings/preview')
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
  await page.goto('/admin/globals/settings/nonsense')
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
})
