import { expect, test, type Page } from '@playwright/test'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const combobox = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search or type a command' })

/**
 * Opens the palette with the shortcut and types `query`; the input keeps the focus. The shortcut
 * listens once the shell's part is there (its button shows), a moment after the page's code runs.
 */
async function openAndType(page: Page, query: string) {
  await expect(page.getByRole('button', { name: 'Search or run a command' })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+k')
  await expect(combobox(page)).toBeFocused()
  await page.keyboard.type(query)
}

/** Waits until the option is the active one (the combobox's active descendant), then runs it. */
async function runActive(page: Page, option: RegExp | string) {
  const active = palette(page).getByRole('option', {
    name: option,
    selected: true,
    exact: typeof option === 'string',
  })
  await expect(active).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(palette(page)).toBeHidden()
}

test.describe('command palette', () => {
  test('from the keyboard only: goes to a collection, finds a document of another collection by a word, creates a post, publishes the open one', async ({
    page,
    request,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36)
    const admin = await apiAsAdmin(request, baseURL!)
    const word = `Zephyrine${stamp}`
    const target = await admin.post('/pages', {
      title: `The ${word} harbour`,
      slug: `palette-${stamp}`,
      _status: 'published',
    })
    const draft = await admin.post('/posts', { title: `Palette draft ${stamp}`, _status: 'draft' })

    await page.goto('/admin')
    await expect(page.getByRole('button', { name: 'Search or run a command' })).toBeVisible()

    // Go to a collection.
    await openAndType(page, 'posts')
    await runActive(page, 'Posts')
    await expect(page).toHaveURL(/\/admin\/collections\/posts$/)
    await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()

    // A page, found by a word of its title, from the posts list.
    await openAndType(page, word.toLowerCase())
    await runActive(page, new RegExp(`The ${word} harbour`))
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${target.doc.id}$`))
    await expect(page.getByRole('heading', { name: `The ${word} harbour`, level: 1 })).toBeVisible()

    // A new post.
    await openAndType(page, 'new post')
    await runActive(page, 'New Post')
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/create$/)

    // The draft, then publish it from the palette: the editor's own Publish.
    await openAndType(page, `palette draft ${stamp}`)
    await runActive(page, new RegExp(`Palette draft ${stamp}`))
    await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${draft.doc.id}$`))
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible()
    await openAndType(page, 'publish')
    await runActive(page, 'Publish')
    await expect
      .poll(async () => {
        const res = await request.get(`${baseURL}/api/posts/${draft.doc.id}?depth=0`)
        return ((await res.json()) as { _status?: string })._status
      })
      .toBe('published')

    // The last used come first next time.
    await page.keyboard.press('ControlOrMeta+k')
    const recent = palette(page).getByRole('group', { name: 'Recently used' })
    await expect(recent.getByRole('option').first()).toHaveText('Publish')
    await page.keyboard.press('Escape')
    await expect(palette(page)).toBeHidden()
  })

  test('runs the editor’s Delete with its usual confirmation, and a plugin’s command (Invite user) opens its dialog', async ({
    page,
    request,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36)
    const admin = await apiAsAdmin(request, baseURL!)
    const post = await admin.post('/posts', { title: `Palette removal ${stamp}`, _status: 'draft' })
    await page.goto(`/admin/collections/posts/${post.doc.id}`)
    await expect(
      page.getByRole('heading', { name: `Palette removal ${stamp}`, level: 1 }),
    ).toBeVisible()

    await openAndType(page, 'delete')
    await runActive(page, 'Delete')
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${post.doc.id}$`))

    await openAndType(page, 'invite')
    await runActive(page, 'Invite user')
    const invite = page.getByRole('dialog', { name: 'Invite user' })
    await expect(invite).toBeVisible()
    await expect(invite.getByRole('textbox', { name: /Email/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(invite).toBeHidden()
  })

  for (const theme of ['light', 'dark'] as const)
    test(`has no serious or critical axe violations, ${theme} theme`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'folio-theme', value: theme, url: baseURL! }])
      await page.goto('/admin/collections/posts')
      await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.keyboard.press('ControlOrMeta+k')
      await expect(combobox(page)).toBeFocused()
      await expect(palette(page).getByRole('group', { name: 'Documents' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.keyboard.type('post')
      await expect(palette(page).getByRole('option', { name: 'Posts' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

  test('works in a narrow window, where the bar’s button shows its icon and shortcut', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/admin')
    const button = page.getByRole('button', { name: 'Search or run a command' })
    await expect(button).toBeVisible()
    await button.click()
    await expect(combobox(page)).toBeFocused()
    const box = await palette(page).boundingBox()
    expect(box!.width).toBeLessThanOrEqual(390)
    await page.keyboard.press('Escape')
    await expect(palette(page)).toBeHidden()
  })
})
