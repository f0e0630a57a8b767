import { expect, test } from '@playwright/test'
import { SelectField } from './pages/SelectField'
import { seriousViolations } from './support/axe'

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'folio-theme', value: theme, url: baseURL! }])
    })

    test('login view has no serious or critical violations', async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        storageState: {
          cookies: [
            {
              name: 'folio-theme',
              value: theme,
              domain: new URL(baseURL!).hostname,
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      })
      const page = await context.newPage()
      await page.goto('/admin/login')
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    })

    test('list view has no serious or critical violations', async ({ page }) => {
      await page.goto('/admin/collections/posts')
      await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
      await expect(page.getByRole('table').or(page.getByText(/No Posts found/))).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('edit view has no serious or critical violations', async ({ page }) => {
      await page.goto('/admin/collections/posts/create')
      await expect(page.getByRole('heading', { name: 'Create new Post', level: 1 })).toBeVisible()
      await page.getByRole('button', { name: 'Publish' }).click()
      await expect(page.getByText('This field is required.')).toBeVisible()
      await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the list with filters, selection and the column picker has no serious or critical violations', async ({
      page,
      request,
      baseURL,
    }) => {
      await request.post(`${baseURL}/api/posts`, {
        data: { title: 'Axe list row' },
        headers: { Origin: new URL(baseURL!).origin },
      })
      await page.goto('/admin/collections/posts')
      await page.getByRole('button', { name: 'Filters' }).click()
      await page.getByRole('button', { name: 'Add Filter' }).click()
      await page.getByRole('checkbox', { name: 'Select all rows' }).check()
      await expect(page.getByRole('region', { name: /selected/ })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Columns' }).click()
      await expect(page.getByRole('dialog', { name: 'Columns' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the showcase edit view (every field type, code editor) has no serious or critical violations', async ({
      page,
    }) => {
      await page.goto('/admin/collections/showcase/create')
      await expect(page.getByRole('textbox', { name: 'Snippet' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      // array rows, nested blocks and the block picker
      await page.getByRole('button', { name: 'Add Link' }).click()
      await page.getByRole('tab', { name: 'Sections' }).click()
      await page.getByRole('button', { name: 'Add Section' }).click()
      await page
        .getByRole('dialog', { name: 'Add Section' })
        .getByRole('button', { name: 'Gallery' })
        .click()
      await page.getByRole('button', { name: 'Add Image' }).click()
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Add Section' }).click()
      await expect(page.getByRole('dialog', { name: 'Add Section' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    // While a combobox is open, React Aria hides the rest of the page from assistive technology
    // (aria-hidden, as a modal would), which axe reports as hidden focusable content: the check
    // covers the open list and its input.
    test('the open select lists (single and hasMany with chips) have no serious or critical violations', async ({
      page,
    }) => {
      const openList = { include: ['.combo__popover', '[role="combobox"][aria-expanded="true"]'] }
      await page.goto('/admin/collections/showcase/create')
      const tags = new SelectField(page, 'Tags')
      await tags.choose('Design')
      await expect(tags.chips()).toHaveText(['Design'])
      expect(await seriousViolations(page)).toEqual([])
      await tags.open()
      expect(await seriousViolations(page, openList)).toEqual([])
      await page.keyboard.press('Escape')
      const status = new SelectField(page, 'Status')
      await status.choose('Live')
      await status.open()
      await expect(status.option('Live')).toHaveAttribute('aria-selected', 'true')
      expect(await seriousViolations(page, openList)).toEqual([])
    })

    test('the actions menu and the delete dialog have no serious or critical violations', async ({
      page,
      request,
      baseURL,
    }) => {
      const res = await request.post(`${baseURL}/api/posts`, {
        data: { title: 'Axe target' },
        headers: { Origin: new URL(baseURL!).origin },
      })
      const { doc } = (await res.json()) as { doc: { id: number } }
      await page.goto(`/admin/collections/posts/${doc.id}`)
      await page.getByRole('button', { name: 'More options' }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('menuitem', { name: 'Delete' }).click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
