import { expect, test } from '@playwright/test'

test('the theme is chosen on the account page and kept in a cookie for 365 days', async ({
  page,
  context,
}) => {
  // As a person does: a click on the option's visible label, once it stands still. The hidden
  // input clicked with force (no wait for a still target) twice did not take in CI.
  const chooseTheme = (name: string) =>
    page.getByRole('radiogroup', { name: 'Admin Theme' }).getByText(name, { exact: true }).click()
  await page.goto('/admin/account')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await chooseTheme('Dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const cookie = (await context.cookies()).find((c) => c.name === 'folio-theme')
  expect(cookie?.value).toBe('dark')
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await chooseTheme('Automatic (system)')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'auto')
  await chooseTheme('Light')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})

test('the UI language is chosen on the account page, lazy-loaded, and kept', async ({ page }) => {
  await page.goto('/admin/account')
  const languages = page.getByLabel('Language')
  await expect(languages).toBeVisible()
  expect(await languages.locator('option').count()).toBeGreaterThanOrEqual(40)
  const german = page.waitForResponse((r) => /\/assets\/de-[\w-]+\.js$/.test(r.url()))
  await languages.selectOption('de')
  await german
  await expect(page.getByRole('heading', { name: 'Benutzerkonto', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // A plugin's strings, which came with the page in English, switch too (the test plugin's section).
  await expect(page.getByRole('region', { name: 'Beispielgeräte' })).toBeVisible()
  // Kept on the user as well: emails to them are written in it.
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          ((await (await fetch('/api/users/me')).json()) as { user: { language?: string } }).user
            .language,
      ),
    )
    .toBe('de')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Beiträge' }),
  ).toBeVisible()
  await page.goto('/admin/account')
  await page.getByLabel('Sprache').selectOption('en')
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Sample devices' })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          ((await (await fetch('/api/users/me')).json()) as { user: { language?: string } }).user
            .language,
      ),
    )
    .toBe('en')
})

test.describe('without a chosen language', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the browser language is used when supported', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
    await context.close()
  })

  test('German is the default when the browser language is not supported', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'sw-KE' })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible()
    await context.close()
  })
})
