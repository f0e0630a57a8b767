import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiAsAdmin, ensureUser } from './support/accounts'
import { seriousViolations } from './support/axe'

const run = Date.now()
let made = 0

/**
 * A page published with each title in turn through the API; `apart` leaves that many milliseconds
 * between saves (an editor's saves are seconds apart; the API's are not).
 */
async function publishedPage(
  request: APIRequestContext,
  baseURL: string,
  titles: string[],
  apart = 0,
) {
  const api = await apiAsAdmin(request, baseURL)
  const n = `${run}-${++made}`
  const [first, ...rest] = titles
  const { doc } = await api.post('/pages?locale=en', {
    title: first,
    slug: `compared-${n}`,
    _status: 'published',
  })
  for (const title of rest) {
    await new Promise((resolve) => setTimeout(resolve, apart))
    await api.patch(`/pages/${doc.id}?locale=en`, { title, _status: 'published' })
  }
  return doc.id
}

const versionRows = (page: Page) => page.getByRole('table', { name: 'Versions' }).getByRole('row')
const minuteOf = (iso: string) => iso.slice(0, 16)

test('the compare dropdown names each version: when (to the second where two share a minute), and whether it is current or previously published', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await publishedPage(
    request,
    baseURL!,
    [`Compared ${run}`, `Compared ${run} twice`, `Compared ${run} thrice`],
    1_100,
  )
  const versions = (await (
    await request.get(`${baseURL}/api/pages/versions?where[parent][equals]=${id}&sort=-updatedAt`, {
      headers: { Origin: new URL(baseURL!).origin },
    })
  ).json()) as { docs: { updatedAt: string }[] }
  const [, second, third] = versions.docs.map((v) => v.updatedAt)
  await page.goto(`/admin/collections/pages/${id}/versions`)
  await versionRows(page).nth(1).getByRole('link').click()
  await page.getByRole('button', { name: /Compare version against/ }).click()
  const options = page.getByRole('option')
  await expect(options).toHaveCount(2)
  await expect(options.nth(0)).toContainText('Previously Published')
  await expect(options.nth(1)).toContainText('Previously Published')
  const withSeconds = /\d:\d\d:\d\d/
  // The two older versions were saved moments apart: in the same minute, their seconds tell them apart.
  if (minuteOf(second!) === minuteOf(third!)) {
    await expect(options.nth(0)).toContainText(withSeconds)
    await expect(options.nth(1)).toContainText(withSeconds)
  } else await expect(options.nth(0)).not.toContainText(withSeconds)
  const [a, b] = await options.allInnerTexts()
  expect(a).not.toBe(b)
  await options.nth(1).click()

  // From an older version, the newest is offered as the current published one.
  await page.goto(`/admin/collections/pages/${id}/versions`)
  await versionRows(page).nth(3).getByRole('link').click()
  await page.getByRole('button', { name: /Compare version against/ }).click()
  await expect(page.getByRole('option').first()).toContainText('Current Published Version')
})

test('two identical versions say they do not differ; a changed title shows before and after, with what was removed and added named', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await publishedPage(request, baseURL!, [
    `Same ${run}`,
    `Same ${run}`,
    `Same ${run} revised`,
  ])
  await page.goto(`/admin/collections/pages/${id}/versions`)
  // The middle version against the oldest: nothing differs.
  await versionRows(page).nth(2).getByRole('link').click()
  await page.getByRole('button', { name: /Compare version against/ }).click()
  await page.getByRole('option').last().click()
  // The box follows the address, which the router updates a moment after the click: click, then wait.
  const modifiedOnly = page.getByRole('checkbox', { name: 'Modified only' })
  await modifiedOnly.click()
  await expect(modifiedOnly).toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: 'No differences' })).toHaveText(
    'No differences between these versions.',
  )

  // The newest against the middle one: the title's words, side by side.
  await page.goto(`/admin/collections/pages/${id}/versions`)
  await versionRows(page).nth(1).getByRole('link').click()
  await expect(page.getByText('No differences between these versions.')).toHaveCount(0)
  const title = page.locator('.field-diff--changed', { hasText: 'Title' })
  await expect(title.locator('.field-diff__before')).toHaveText(`Before:Same ${run}`)
  await expect(title.getByRole('insertion')).toHaveText('revised')
  await expect(title.locator('.field-diff__after')).toContainText('Added: revised')
  await expect(title.locator('.field-diff__after')).toContainText(`Same ${run}`)
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
})

test('each restore says what it will do; the version and API views are named by the document', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await publishedPage(request, baseURL!, [`Restored ${run}`, `Restored ${run} later`])
  await page.goto(`/admin/collections/pages/${id}/versions`)
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link', { name: `Restored ${run} later` })).toBeVisible()
  await expect(breadcrumb.getByRole('link', { name: String(id), exact: true })).toHaveCount(0)
  await versionRows(page).nth(2).getByRole('link').click()
  await expect(breadcrumb.getByRole('link', { name: `Restored ${run} later` })).toBeVisible()

  await page.getByRole('button', { name: 'Restore this version' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Version Restoration' })
  await expect(dialog).toContainText(`“Restored ${run} later” will be restored to its version of`)
  await expect(dialog).toContainText('This replaces the published version.')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'More restore options' }).click()
  await page.getByRole('menuitem', { name: 'Restore as draft' }).click()
  await expect(dialog).toContainText(
    `becomes a draft of “Restored ${run} later”; the published version stays as it is until you publish.`,
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.goto(`/admin/collections/pages/${id}/api`)
  await expect(page.getByRole('heading', { name: `Restored ${run} later`, level: 1 })).toBeVisible()
  await expect(breadcrumb.getByRole('link', { name: `Restored ${run} later` })).toBeVisible()
})

test('each version names who saved it, in the versions list and in the compare dropdown', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const origin = new URL(baseURL!).origin
  const editor = await ensureUser(request, baseURL!, 'editor')
  type Me = { user: { name?: string | null; email: string } }
  const shownName = ({ user }: Me) => user.name?.trim() || user.email
  const adminName = shownName(
    (await (
      await request.get(`${baseURL}/api/users/me`, { headers: { Origin: origin } })
    ).json()) as Me,
  )
  const id = await publishedPage(request, baseURL!, [`Authored ${run}`])
  const asEditor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: origin },
  })
  expect(
    (
      await asEditor.post('/api/users/login', {
        data: { email: editor.email, password: editor.password },
      })
    ).ok(),
  ).toBe(true)
  expect(
    (
      await asEditor.patch(`/api/pages/${id}?locale=en`, {
        data: { title: `Authored ${run}, edited`, _status: 'published' },
      })
    ).ok(),
  ).toBe(true)
  const editorName = shownName((await (await asEditor.get('/api/users/me')).json()) as Me)
  await asEditor.dispose()

  await page.goto(`/admin/collections/pages/${id}/versions`)
  const table = page.getByRole('table', { name: 'Versions' })
  await expect(table.getByRole('columnheader', { name: 'Saved by' })).toBeVisible()
  await expect(versionRows(page).nth(1).getByRole('cell').last()).toHaveText(editorName)
  await expect(versionRows(page).nth(2).getByRole('cell').last()).toHaveText(adminName)
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])

  await versionRows(page).nth(1).getByRole('link').click()
  await page.getByRole('button', { name: /Compare version against/ }).click()
  await expect(page.getByRole('option')).toHaveCount(1)
  await expect(page.getByRole('option')).toContainText(`by ${adminName}`)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('option').click()
  await expect(page.getByRole('button', { name: /Compare version against/ })).toContainText(
    `by ${adminName}`,
  )
})
