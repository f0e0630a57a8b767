import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin, ensureUser } from './support/accounts'
import { seriousViolations } from './support/axe'

const KEY_PATTERN = /^folio_[\w-]{43}$/

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

const keyRegion = (page: Page) => page.getByRole('region', { name: 'API key' })

/** A new editor, made by the admin (the context's session). */
async function newEditor(request: APIRequestContext, baseURL: string, name: string) {
  const account = {
    email: `${name}-${Date.now().toString(36)}@folio.test`,
    password: 'Api-keys-pass-2026',
    role: 'editor',
  }
  const { doc } = await (await apiAsAdmin(request, baseURL)).post('/users', account)
  return { ...account, id: doc.id }
}

/** Who `GET /api/users/me` says sends `key` (no cookies): their email, or null. */
async function userOfKey(anonymous: APIRequestContext, key: string): Promise<string | null> {
  const res = await anonymous.get('/api/users/me', {
    headers: { Authorization: `users API-Key ${key}` },
  })
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { user: { email: string } | null }
  return body.user?.email ?? null
}

/** The shown-once dialog: checks the key, its header and the hint; returns the key. */
async function readShownKey(page: Page): Promise<{ dialog: Locator; key: string }> {
  const dialog = page.getByRole('dialog', { name: 'New API key' })
  await expect(dialog).toBeVisible()
  const field = dialog.getByRole('textbox', { name: 'API key' })
  await expect(field).toHaveAttribute('readonly', '')
  const key = await field.inputValue()
  expect(key).toMatch(KEY_PATTERN)
  await expect(dialog.getByRole('textbox', { name: 'Authorization header' })).toHaveValue(
    `Authorization: users API-Key ${key}`,
  )
  await expect(dialog.getByText(/shown only this once/)).toBeVisible()
  return { dialog, key }
}

test.describe('API keys', () => {
  test.describe.configure({ timeout: 90_000 })

  test('on the account page: a key is made and shown once to copy, works in the header, is rotated (the old one stops) and revoked', async ({
    browser,
    request,
    playwright,
    baseURL,
  }) => {
    const account = await newEditor(request, baseURL!, 'api-key-own')
    const { context, page } = await signInElsewhere(browser, account)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseURL!).origin,
    })
    const anonymous = await playwright.request.newContext({ baseURL })

    await page.goto('/admin/account')
    const section = keyRegion(page)
    await expect(section.getByText('No API key')).toBeVisible()
    await section.getByRole('button', { name: 'Create API key' }).click()
    const { dialog, key } = await readShownKey(page)
    expect(await seriousViolations(page)).toEqual([])

    await dialog.getByRole('button', { name: 'Copy API key' }).click()
    await expect(toast(page, 'Copied to the clipboard.')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
    await dialog.getByRole('button', { name: 'Copy header' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Authorization: users API-Key ${key}`,
    )

    // The key acts as its owner, without cookies.
    expect(await userOfKey(anonymous, key)).toBe(account.email)

    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()
    await expect(section.getByText('Active')).toBeVisible()
    await expect(section.getByRole('button', { name: 'Rotate API key' })).toBeFocused()

    // Shown once: after a reload only when it was made and last used.
    await page.reload()
    await expect(section.getByText('Created')).toBeVisible()
    await expect(section.locator('time').first()).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'API key' })).toHaveCount(0)
    expect(await page.content()).not.toContain(key)
    await expect(async () => {
      await page.reload()
      await expect(section.getByText('Never used')).toHaveCount(0, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expect(section.locator('time')).toHaveCount(2)

    // Rotated: the old key stops working, the new one works.
    await section.getByRole('button', { name: 'Rotate API key' }).click()
    const rotate = page.getByRole('alertdialog', { name: 'Rotate the API key?' })
    await expect(rotate.getByText(/current key stops working at once/)).toBeVisible()
    await rotate.getByRole('button', { name: 'Rotate API key' }).click()
    const rotated = await readShownKey(page)
    expect(rotated.key).not.toBe(key)
    await rotated.dialog.getByRole('button', { name: 'Done' }).click()
    await expect(rotated.dialog).toBeHidden()
    await expect(section.getByText('Never used')).toBeVisible()
    expect(await userOfKey(anonymous, key)).toBeNull()
    expect(await userOfKey(anonymous, rotated.key)).toBe(account.email)

    // Revoked: it stops working.
    await section.getByRole('button', { name: 'Revoke API key' }).click()
    const revoke = page.getByRole('alertdialog', { name: 'Revoke the API key?' })
    await expect(revoke.getByText(/stops working at once/)).toBeVisible()
    await revoke.getByRole('button', { name: 'Revoke API key' }).click()
    await expect(toast(page, 'The API key was revoked.')).toBeVisible()
    await expect(section.getByText('No API key')).toBeVisible()
    await expect(section.getByRole('button', { name: 'Create API key' })).toBeFocused()
    expect(await userOfKey(anonymous, rotated.key)).toBeNull()

    await anonymous.dispose()
    await context.close()
  })

  test("an admin makes and revokes another user's key on the user's page", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const account = await newEditor(request, baseURL!, 'api-key-admin')
    const anonymous = await playwright.request.newContext({ baseURL })
    await page.goto(`/admin/collections/users/${account.id}`)
    const panel = keyRegion(page)
    await expect(panel.getByText('No API key')).toBeVisible()
    await expect(panel.getByText(/as this user/)).toBeVisible()
    await panel.getByRole('button', { name: 'Create API key' }).click()
    const { dialog, key } = await readShownKey(page)
    expect(await userOfKey(anonymous, key)).toBe(account.email)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()
    await expect(panel.getByText('Active')).toBeVisible()
    await expect(panel.getByText('Never used')).toBeVisible()

    await panel.getByRole('button', { name: 'Revoke API key' }).click()
    await page
      .getByRole('alertdialog', { name: 'Revoke the API key?' })
      .getByRole('button', { name: 'Revoke API key' })
      .click()
    await expect(panel.getByText('No API key')).toBeVisible()
    expect(await userOfKey(anonymous, key)).toBeNull()

    // The form above saves as before (the key's writes leave the document's version alone).
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(toast(page, 'Updated successfully.')).toBeVisible()
    await anonymous.dispose()
  })

  test('the section and the shown-once dialog have no serious or critical axe violations (dark)', async ({
    browser,
    request,
    baseURL,
  }) => {
    const account = await newEditor(request, baseURL!, 'api-key-axe')
    const { context, page } = await signInElsewhere(browser, account)
    await context.addCookies([{ name: 'folio-theme', value: 'dark', url: baseURL! }])
    await page.goto('/admin/account')
    const section = keyRegion(page)
    await section.getByRole('button', { name: 'Create API key' }).click()
    const { dialog } = await readShownKey(page)
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Done' }).click()
    await section.getByRole('button', { name: 'Revoke API key' }).click()
    await expect(page.getByRole('alertdialog', { name: 'Revoke the API key?' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  test("an editor on another user's page sees no API key panel", async ({
    browser,
    request,
    baseURL,
  }) => {
    const other = await newEditor(request, baseURL!, 'api-key-other')
    const editor = await ensureUser(request, baseURL!, 'editor')
    const { context, page } = await signInElsewhere(browser, editor)
    await page.goto(`/admin/collections/users/${other.id}`)
    await expect(page.getByRole('heading', { name: other.email, level: 1 })).toBeVisible()
    await expect(keyRegion(page)).toHaveCount(0)
    // Their own account page has it.
    await page.goto('/admin/account')
    await expect(keyRegion(page).getByRole('button', { name: 'Create API key' })).toBeVisible()
    await context.close()
  })
})
