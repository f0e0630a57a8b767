import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin, ensureUser, roleUser } from './support/accounts'

const run = Date.now()
let made = 0

/** A page saved (published) three times through the API: a German title added, then the blocks reordered. */
async function pageWithThreeVersions(request: APIRequestContext, baseURL: string) {
  const headers = { Origin: new URL(baseURL).origin }
  const send = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const res = await request[method](`${baseURL}/api${path}`, { data, headers })
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`)
    return ((await res.json()) as { doc: { id: number } }).doc
  }
  const n = `${run}-${++made}`
  const hero = { id: `hero${n}`, blockType: 'hero', heading: 'Welcome aboard' }
  const cta = { id: `cta${n}`, blockType: 'cta', text: 'Join us today' }
  const created = await send('post', '/pages?locale=en', {
    title: `Versioned page ${run}`,
    slug: `versioned-${n}`,
    content: [hero, cta],
    _status: 'published',
  })
  await send('patch', `/pages/${created.id}?locale=de`, {
    title: `Versionierte Seite ${run}`,
    _status: 'published',
  })
  await send('patch', `/pages/${created.id}?locale=en`, {
    title: `Versioned page ${run} revised`,
    content: [cta, hero],
    _status: 'published',
  })
  return created.id
}

const versionRows = (page: Page) => page.getByRole('table', { name: 'Versions' }).getByRole('row')

test('the versions list and a version: diff of reordered blocks and a localized title, compare, modified only, locales from the address, restore and restore as draft', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const id = await pageWithThreeVersions(request, baseURL!)
  await page.goto(`/admin/collections/pages/${id}/versions`)
  await expect(
    page.getByRole('heading', { name: `Versioned page ${run} revised`, level: 1 }),
  ).toBeVisible()
  // Header and three versions, newest first: the newest is the current published one.
  await expect(versionRows(page)).toHaveCount(4)
  await expect(versionRows(page).nth(1).getByText('Current Published Version')).toBeVisible()
  await expect(versionRows(page).nth(2).getByText('Previously Published')).toBeVisible()
  await expect(page.getByText('1-3 of 3')).toBeVisible()

  // The newest version, compared with the one before it (chosen by itself).
  await versionRows(page).nth(1).getByRole('link').click()
  await expect(page).toHaveURL(/\/versions\/[^/?]+\?.*compareValue=/)
  await expect(page.getByText(/^Version created on /)).toBeVisible()
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(
    breadcrumb.getByRole('link', { name: `Versioned page ${run} revised` }),
  ).toBeVisible()
  await expect(breadcrumb.getByRole('link', { name: 'Versions' })).toBeVisible()

  // The title changed in English only; the blocks moved.
  const title = page.locator('.field-diff', { hasText: 'Title (en)' })
  await expect(title.locator('ins')).toHaveText('revised')
  await expect(page.locator('.field-diff--changed', { hasText: 'Title (de)' })).toHaveCount(0)
  // Of two blocks that swapped places, one moved (the other kept its order).
  await expect(
    page.getByRole('button', { name: /^Block 01 Call to action · Moved from 02 1 changed field$/ }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /^Content 1 changed field$/ })).toBeVisible()

  // Modified only hides what did not change; the address keeps it.
  await page.getByRole('checkbox', { name: 'Modified only' }).click()
  await expect(page).toHaveURL(/modifiedOnly=true/)
  await expect(page.locator('.field-diff', { hasText: 'Slug' })).toBeHidden()
  await page.getByRole('checkbox', { name: 'de' }).click()
  await expect(page).toHaveURL(/localeCodes=%5B%22en%22%5D/)
  await expect(page.locator('.field-diff', { hasText: 'Title (de)' })).toHaveCount(0)

  // A link with the choices shows the same view.
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Modified only' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'de' })).not.toBeChecked()
  await expect(page.locator('.field-diff', { hasText: 'Title (en)' }).locator('ins')).toHaveText(
    'revised',
  )

  // Compare with the oldest version instead: now the German title was added too.
  await page.getByRole('checkbox', { name: 'de' }).click()
  await page.getByRole('button', { name: /Compare version against/ }).click()
  await page.getByRole('option').last().click()
  await expect(
    page.locator('.field-diff--changed', { hasText: 'Title (de)' }).locator('ins'),
  ).toHaveText(`Versionierte Seite ${run}`)

  // Restore the oldest version as a draft: the document gets its values as a draft.
  await page.goto(`/admin/collections/pages/${id}/versions`)
  await versionRows(page).nth(3).getByRole('link').click()
  await page.getByRole('button', { name: 'More restore options' }).click()
  await page.getByRole('menuitem', { name: 'Restore as draft' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Version Restoration' })
  await expect(dialog).toContainText('becomes a draft')
  await expect(dialog).toContainText('the published version stays')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(new RegExp(`/collections/pages/${id}$`))
  await expect(page.getByRole('textbox', { name: 'Title *' })).toHaveValue(`Versioned page ${run}`)

  // Restore (published) the newest again from the list.
  await page.goto(`/admin/collections/pages/${id}/versions`)
  await expect(versionRows(page).nth(1).getByText('Current Draft')).toBeVisible()
  await versionRows(page).nth(2).getByRole('link').click()
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(new RegExp(`/collections/pages/${id}$`))
  await expect(page.getByRole('textbox', { name: 'Title *' })).toHaveValue(
    `Versioned page ${run} revised`,
  )
})

test('an author is offered only restore as draft, which leaves the published page as it was', async ({
  browser,
  request,
  baseURL,
}) => {
  const id = await pageWithThreeVersions(request, baseURL!)
  await ensureUser(request, baseURL!, 'author')
  const author = await signInElsewhere(browser, roleUser('author'))
  await author.page.goto(`/admin/collections/pages/${id}/versions`)
  // The oldest version, published once.
  await versionRows(author.page).nth(3).getByRole('link').click()
  await expect(author.page.getByText(/^Version created on /)).toBeVisible()
  const restoreAsDraft = author.page.getByRole('button', { name: 'Restore as draft' })
  await expect(restoreAsDraft).toBeVisible()
  await expect(author.page.getByRole('button', { name: 'Restore this version' })).toHaveCount(0)
  await expect(author.page.getByRole('button', { name: 'More restore options' })).toHaveCount(0)
  await restoreAsDraft.click()
  await author.page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(author.page).toHaveURL(new RegExp(`/collections/pages/${id}$`))
  await expect(author.page.getByRole('textbox', { name: 'Title *' })).toHaveValue(
    `Versioned page ${run}`,
  )
  // The live page is still the newest published one.
  const live = await request.get(`${baseURL}/api/pages/${id}?locale=en&depth=0`, {
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(await live.json()).toMatchObject({
    title: `Versioned page ${run} revised`,
    _status: 'published',
  })
  await author.context.close()
})

test('a restore the server refuses says so and changes nothing', async ({
  browser,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const id = await pageWithThreeVersions(request, baseURL!)
  await api.patch(`/pages/${id}?draft=true&locale=en`, { title: `Pending draft ${run}` })
  // An editor opens the pending draft's version; an admin makes them an author meanwhile.
  const user = { email: `restorer-${run}@folio.test`, password: 'Restorer-pass-2026' }
  const { doc } = await api.post('/users', { ...user, role: 'editor' })
  const restorer = await signInElsewhere(browser, user)
  await restorer.page.goto(`/admin/collections/pages/${id}/versions`)
  await versionRows(restorer.page).nth(1).getByRole('link').click()
  const restore = restorer.page.getByRole('button', { name: 'Restore this version' })
  await expect(restore).toBeVisible()
  await api.patch(`/users/${doc.id}`, { role: 'author' })
  await restore.click()
  await restorer.page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(
    restorer.page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'There was a problem restoring this version' }),
  ).toBeVisible()
  const live = await request.get(`${baseURL}/api/pages/${id}?depth=0&locale=en`, {
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(((await live.json()) as { _status: string })._status).toBe('published')
  await restorer.context.close()
})

test('a viewer sees versions without a restore button; a bad address says what is wrong', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const id = await pageWithThreeVersions(request, baseURL!)
  const other = await pageWithThreeVersions(request, baseURL!)
  const otherVersions = await request.get(
    `${baseURL}/api/pages/versions?where[parent][equals]=${other}&limit=1&depth=0`,
    { headers: { Origin: new URL(baseURL!).origin } },
  )
  const foreignId = ((await otherVersions.json()) as { docs: { id: string }[] }).docs[0]!.id

  await page.goto(`/admin/collections/pages/${id}/versions/${foreignId}`)
  await expect(page.getByRole('alert')).toHaveText('This version belongs to another document.')
  await page.goto(`/admin/collections/pages/${id}/versions/999999999`)
  await expect(page.getByRole('alert')).toHaveText('This version does not exist (any more).')

  await ensureUser(request, baseURL!, 'viewer')
  const viewer = await signInElsewhere(browser, roleUser('viewer'))
  await viewer.page.goto(`/admin/collections/pages/${id}/versions`)
  await viewer.page.getByRole('table', { name: 'Versions' }).getByRole('link').first().click()
  await expect(viewer.page.getByText(/^Version created on /)).toBeVisible()
  await expect(viewer.page.getByRole('checkbox', { name: 'Modified only' })).toBeVisible()
  await expect(viewer.page.getByRole('button', { name: 'Restore this version' })).toHaveCount(0)
  // A malformed compare value and locale list: the view still shows, saying so.
  const url = viewer.page.url().split('?')[0]
  await viewer.page.goto(`${url}?compareValue=%27%3B--&localeCodes=not-json`)
  await expect(
    viewer.page.getByText('The locales in the address are not valid; all are shown.'),
  ).toBeVisible()
  await expect(
    viewer.page.getByText(
      'The version to compare with in the address is not one of this document’s.',
    ),
  ).toBeVisible()
  await expect(viewer.page.getByText(/^Version created on /)).toBeVisible()
  await viewer.context.close()
})

test('a showcase item edited in the admin: each save is a version, and the newest shows the moved section and the new title', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const title = `Showcase versions ${run}`
  const { doc } = await api.post('/showcase', {
    title,
    sections: [
      { blockType: 'hero', heading: 'First section' },
      { blockType: 'cta', text: 'Second section' },
    ],
  })
  const edit = new EditPage(page)
  await page.goto(`/admin/collections/showcase/${doc.id}`)
  await edit.field(/^Title/).fill(`${title}, edited`)
  await edit.save().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()

  await page.getByRole('tab', { name: 'Sections' }).click()
  await page.getByRole('button', { name: 'Section 01: actions' }).click()
  await page.getByRole('menuitem', { name: 'Move Down' }).click()
  // The second save's toast takes the first one's place (one toast per form): its answer says it saved.
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/showcase/${doc.id}`) && r.request().method() === 'PATCH',
  )
  await edit.save().click()
  expect((await saved).ok()).toBe(true)
  await expect(edit.toast('Updated successfully.')).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Document views' })
    .getByRole('link', { name: /^Versions/ })
    .click()
  await expect(versionRows(page)).toHaveCount(4)
  await versionRows(page).nth(1).getByRole('link').click()
  await expect(
    page.getByRole('button', {
      name: /^Section 01 Call to action · Moved from 02 1 changed field$/,
    }),
  ).toBeVisible()
  // Against the first version (the last option), the title changed too.
  await page.getByRole('button', { name: /Compare version against/ }).click()
  await page.getByRole('option').last().click()
  await expect(
    page.locator('.field-diff--changed', { hasText: 'Title' }).locator('ins'),
  ).toHaveText(', edited')
})

test('rich text compared block by block: a changed block shows its words with their marks, a new block is named, unchanged blocks hide with modified only', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = { Origin: new URL(baseURL!).origin }
  const p = (...children: object[]) => ({ type: 'paragraph', children })
  const body = (second: object[], extra: object[] = []) => [
    { type: 'h2', children: [{ text: 'Opening words' }] },
    p(...second),
    { type: 'ul', children: [{ type: 'li', children: [{ text: 'A point kept' }] }] },
    ...extra,
  ]
  const created = await request.post(`${baseURL}/api/pages?locale=en`, {
    headers,
    data: {
      title: `Rich diff ${run}`,
      slug: `rich-diff-${run}`,
      body: body([{ text: 'the quick fox runs' }]),
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const revised = await request.patch(`${baseURL}/api/pages/${doc.id}?locale=en`, {
    headers,
    data: {
      body: body(
        [{ text: 'the ' }, { text: 'slow', bold: true }, { text: ' fox runs' }],
        [{ type: 'blockquote', children: [{ text: 'A new quote' }] }],
      ),
      _status: 'published',
    },
  })
  expect(revised.ok()).toBe(true)

  await page.goto(`/admin/collections/pages/${doc.id}/versions`)
  await versionRows(page).nth(1).getByRole('link').click()
  const richText = page.locator('.field-diff', { hasText: 'Body (en)' })
  const changed = richText.locator('.rich-diff__block[data-kind="changed"]')
  await expect(changed).toHaveCount(1)
  await expect(changed.locator('del')).toHaveText('quick')
  await expect(changed.locator('ins strong')).toHaveText('slow')
  await expect(richText.getByText('Added: Quote')).toBeVisible()
  await expect(richText.locator('ins', { hasText: 'A new quote' })).toBeVisible()
  await expect(richText.getByText('Opening words')).toBeVisible()
  await expect(richText.getByText('A point kept')).toBeVisible()

  await page.getByRole('checkbox', { name: 'Modified only' }).click()
  await expect(richText.getByText('Opening words')).toBeHidden()
  await expect(richText.getByText('A point kept')).toBeHidden()
  await expect(changed.locator('ins strong')).toHaveText('slow')
})
