import { expect, test } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { LoginPage } from './pages/LoginPage'
import { apiAsAdmin, createSecondStepAccount } from './support/accounts'

// The browser tests run the test build: Folio with the test plugin of test/plugins/sample, which
// adds a document panel to showcase items, a stepper kit for their Views field and its own strings.

test('a plugin adds a document panel, a field kit and its strings, through the extension API alone', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const title = `Four words per title ${Date.now().toString(36)}`
  const { doc } = await api.post('/showcase', { title })
  const edit = new EditPage(page)
  await page.goto(`/admin/collections/showcase/${doc.id}`)

  const panel = page.getByRole('region', { name: 'About this item' })
  await expect(panel).toHaveText(`About this item“${title}” has 5 words in its title.`)

  await page
    .getByRole('tablist', { name: 'Sections' })
    .getByRole('tab', { name: 'Statistics' })
    .click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('0')
  // The kit's buttons step the number within the field's min (0).
  await expect(page.getByRole('button', { name: 'One less: Views' })).toBeVisible()
  await page.getByRole('button', { name: 'One less: Views' }).click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('0')
  await page.getByRole('button', { name: 'One more: Views' }).click()
  await page.getByRole('button', { name: 'One more: Views' }).click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('2')
  await edit.save().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()

  await page.reload()
  await page
    .getByRole('tablist', { name: 'Sections' })
    .getByRole('tab', { name: 'Statistics' })
    .click()
  await expect(page.getByLabel(/^Views/)).toHaveValue('2')
  // Other collections do not get the panel.
  await page.goto('/admin/collections/categories/create')
  await expect(page.getByRole('heading', { name: 'Create new Category' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'About this item' })).toHaveCount(0)
})

test('the plugin’s strings follow the admin language', async ({ browser, request, baseURL }) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/showcase', { title: 'Zwei Wörter' })
  const context = await browser.newContext({ storageState: '.tmp/e2e-admin.json', locale: 'de-DE' })
  await context.addCookies([{ name: 'folio-lng', value: 'de', url: baseURL! }])
  const page = await context.newPage()
  await page.goto(`/admin/collections/showcase/${doc.id}`)
  await expect(page.getByRole('region', { name: 'Über dieses Stück' })).toContainText(
    '„Zwei Wörter“ hat 2 Wörter im Titel.',
  )
  await page
    .getByRole('tablist', { name: 'Abschnitte' })
    .getByRole('tab', { name: 'Statistik' })
    .click()
  await expect(page.getByRole('button', { name: 'Eins mehr: Aufrufe' })).toBeVisible()
  await context.close()
})

test('a plugin adds a document view: its tab, its address, its content; only where its predicate holds', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/showcase', { title: 'Seen often', stats: { views: 7 } })
  await page.goto(`/admin/collections/showcase/${doc.id}`)
  const tabs = page.getByRole('navigation', { name: 'Document views' })
  // Showcase items have a live preview (the test plugin sets it) and versions (the versions
  // plugin's tab, with its count).
  await expect(tabs.getByRole('link')).toHaveText([
    'Edit',
    'Live Preview',
    'API',
    /^Versions/,
    'Stats',
  ])
  await tabs.getByRole('link', { name: 'Stats' }).click()
  await expect(page).toHaveURL(new RegExp(`/showcase/${doc.id}/stats(\\?|$)`))
  // The view's heading names the document; its tab says which view it is.
  await expect(page.getByRole('heading', { level: 1, name: 'Seen often' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Statistics' })).toHaveText(
    'StatisticsViewed 7 times.',
  )
  await expect(tabs.getByRole('link', { name: 'Stats' })).toHaveAttribute('aria-current', 'page')

  // Straight from the address bar too.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Statistics' })).toContainText('Viewed 7 times.')

  // A post has no such view: no tab, and its address is not found.
  const post = await api.post('/posts', { title: 'No stats here' })
  await page.goto(`/admin/collections/posts/${post.doc.id}`)
  await expect(tabs.getByRole('link', { name: 'Edit' })).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Stats' })).toHaveCount(0)
  await page.goto(`/admin/collections/posts/${post.doc.id}/stats`)
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
})

test('a plugin’s UI field shows live in the form and, chosen in the column picker, as a list column', async ({
  page,
}) => {
  const edit = new EditPage(page)
  await page.goto('/admin/collections/showcase/create')
  const hint = page.getByRole('note').filter({ hasText: 'The title has' })
  await expect(hint).toHaveText('The title has 0 words.')
  await edit.field(/^Title/).fill('Three little words')
  await expect(hint).toHaveText('The title has 3 words.')
  await edit.save().click()
  await expect(edit.toast(/successfully/)).toBeVisible()

  await page.goto('/admin/collections/showcase?search=Three%20little%20words')
  await page.getByRole('button', { name: 'Columns' }).click()
  const picker = page.getByRole('dialog', { name: 'Columns' })
  await picker.getByRole('checkbox', { name: 'Title words' }).check()
  await page.keyboard.press('Escape')
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Title words' })).toBeVisible()
  const row = table.getByRole('row').filter({ hasText: 'Three little words' }).first()
  await expect(row.getByRole('cell').last()).toHaveText('3')
  // The cell is told its collection as well as the row.
  await expect(row.getByLabel('3 words in this Showcase item’s title')).toBeVisible()

  // Put the list back as it was for the other tests.
  await page.getByRole('button', { name: 'Columns' }).click()
  await picker.getByRole('checkbox', { name: 'Title words' }).uncheck()
  await page.keyboard.press('Escape')
  await expect(table.getByRole('columnheader', { name: 'Title words' })).toHaveCount(0)
})

test('a form renders whole: a plugin’s UI field is there with the first field, nothing moves the fields below it', async ({
  page,
}) => {
  // In a new context the plugin's code and strings are not cached: they download with the screen.
  const shifts: number[] = []
  await page.exposeFunction('reportShift', (value: number) => shifts.push(value))
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        void (window as unknown as { reportShift: (v: number) => void }).reportShift(
          (entry as unknown as { value: number }).value,
        )
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/admin/collections/showcase/create')
  await new EditPage(page).field(/^Title/).waitFor()
  expect(await page.getByRole('note').filter({ hasText: 'The title has' }).isVisible()).toBe(true)
  await page.getByRole('combobox', { name: 'Tags', exact: true }).scrollIntoViewIfNeeded()
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(shifts).toEqual([])
})

test('a plugin adds a way to sign in below the password form', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  await page.goto('/admin/login?redirect=%2Fadmin%2Faccount')
  await expect(page.getByRole('separator')).toHaveText('Or')
  await page.getByRole('button', { name: 'Sign in with a sample key' }).click()
  await expect(page.getByText('Sample sign-in, then to /admin/account')).toBeVisible()
  await context.close()
})

test('a plugin’s second sign-in step follows the password, then the sign-in goes on where it was headed', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = await createSecondStepAccount(request, baseURL!, 'step')
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  const login = new LoginPage(page)
  await login.goto('?redirect=%2Fadmin%2Fcollections%2Fcategories')
  await login.signIn(account.email, account.password)

  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/admin/sample-check')
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/collections/categories')
  await page.getByLabel('Six-digit code').fill('123456')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/admin/collections/categories')
  await context.close()
})

test('a plugin adds a section to the account page', async ({ page }) => {
  await page.goto('/admin/account')
  await expect(page.getByRole('region', { name: 'Sample devices' })).toHaveText(
    'Sample devicesSigned in as owner@folio.test on this device.',
  )
})

test('a plugin adds a live side panel with its typed settings, a document action beside Save and one in the ‘…’ menu', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/showcase', { title: `Two words ${Date.now().toString(36)}` })
  const edit = new EditPage(page)
  await page.goto(`/admin/collections/showcase/${doc.id}`)

  // The panel beside the fields reads the form as typed; its goal (6) is the plugin's setting.
  const panel = page.getByRole('region', { name: 'Word goal' })
  await expect(panel).toContainText('3 of 6 words: keep going.')
  await edit.field(/^Title/).fill('one two three four five six')
  await expect(panel).toContainText('6 words: the goal of 6 is reached.')

  await page.getByRole('button', { name: 'Count words' }).click()
  const count = page.getByRole('dialog', { name: 'Words so far' })
  await expect(count).toContainText('The title holds 6 words, unsaved changes included.')
  await count.getByRole('button', { name: 'Close' }).click()
  await expect(count).toHaveCount(0)

  await page.getByRole('button', { name: 'More options' }).click()
  await page.getByRole('menuitem', { name: 'Title in capitals' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Write the title in capitals?' })
  await confirm.getByRole('button', { name: 'Capitalize' }).click()
  await expect(edit.field(/^Title/)).toHaveValue('ONE TWO THREE FOUR FIVE SIX')
  await edit.save().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()
  await page.reload()
  await expect(edit.field(/^Title/)).toHaveValue('ONE TWO THREE FOUR FIVE SIX')

  // Elsewhere the plugin's predicates say no: no panel, no action.
  await page.goto('/admin/collections/categories/create')
  await expect(page.getByRole('heading', { name: 'Create new Category' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Count words' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Word goal' })).toHaveCount(0)
})

test('a plugin adds a navigation link in a group of its own, and a part above one collection’s list', async ({
  page,
}) => {
  await page.goto('/admin/collections/showcase')
  await expect(page.getByRole('note')).toHaveText(
    'Every Showcase item shows a part of the sample plugin.',
  )
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('button', { name: 'Sample' })).toHaveAttribute('aria-expanded', 'true')
  await nav.getByRole('link', { name: 'Sample report' }).click()
  await expect(page).toHaveURL(/\/admin\/sample-report$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sample report' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Sample report' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.goto('/admin/collections/categories')
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()
  await expect(page.getByRole('note')).toHaveCount(0)
})
