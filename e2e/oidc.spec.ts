import { expect, test, type Page } from '@playwright/test'
import { signedInAdmin } from '../test/harness/api-client'
import { startIdentityProvider, type TestIdentityProvider } from '../test/harness/identity-provider'
import { freePort, startFolio, type RunningFolio } from '../test/harness/server'
import { SelectField } from './pages/SelectField'
import { seriousViolations } from './support/axe'

test.use({ storageState: { cookies: [], origins: [] } })

const SECRET = 'e2e-client-secret-0123456789'
const PASSWORD = 'Oidc-Browser-2026'
let folio: RunningFolio
let idp: TestIdentityProvider

test.beforeAll(async () => {
  const idpPort = await freePort()
  folio = await startFolio({
    env: {
      OIDC_ISSUER: `http://127.0.0.1:${idpPort}`,
      OIDC_CLIENT_ID: 'folio-e2e',
      OIDC_CLIENT_SECRET: SECRET,
      OIDC_NAME: 'Test IdP',
      FOLIO_LOGIN_DELAY_MS: '0',
    },
  })
  idp = await startIdentityProvider({
    port: idpPort,
    accounts: [
      { id: 'ok', email: 'editor@idp.test', emailVerified: true, name: 'Ed Itor' },
      { id: 'local', email: 'local@idp.test', emailVerified: true },
    ],
    clients: [
      {
        clientId: 'folio-e2e',
        clientSecret: SECRET,
        redirectUris: [`${folio.url}/api/admin/oauth/callback/oidc`],
      },
    ],
  })
  const admin = await signedInAdmin(folio)
  for (const [email, provider] of [
    ['editor@idp.test', 'oidc'],
    ['local@idp.test', 'local'],
  ])
    expect(
      (await admin.post('/users', { email, password: PASSWORD, role: 'editor', provider })).status,
    ).toBe(201)
})

test.afterAll(async () => {
  await idp?.stop()
  await folio?.stop()
})

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

test('Sign in with the provider takes a matching user to the redirect in one click', async ({
  page,
}) => {
  await page.goto(`${folio.url}/admin/login?redirect=${encodeURIComponent('/admin/account')}`)
  const button = page.getByRole('link', { name: 'Sign in with Test IdP' })
  await expect(button).toBeVisible()
  await expect(page.getByRole('separator')).toBeVisible()
  await button.click()
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue as editor@idp.test' }).click()
  await expect(page).toHaveURL(`${folio.url}/admin/account`)
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
})

test('a refusal comes back as an error toast, and the address loses errorMessage', async ({
  page,
}) => {
  await page.goto(`${folio.url}/admin/login`)
  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click()
  await page.getByRole('button', { name: 'Continue as local@idp.test' }).click()
  await expect(
    toast(page, 'You are not allowed to sign in using Test IdP. Please use email and password.'),
  ).toBeVisible()
  await expect(page).toHaveURL(`${folio.url}/admin/login`)

  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(toast(page, 'Sign-in with Test IdP was cancelled.')).toBeVisible()
  await expect(page).toHaveURL(`${folio.url}/admin/login`)
})

test('the provider button is there and works without the page’s script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${folio.url}/admin/login`)
  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click()
  await page.getByRole('button', { name: 'Continue as editor@idp.test' }).click()
  await expect(page).toHaveURL(`${folio.url}/admin`)
  const me = await context.request.get(`${folio.url}/api/users/me`, {
    headers: { Origin: folio.url },
  })
  expect((await me.json()).user.email).toBe('editor@idp.test')
  await context.close()
})

test('the sign-in screen with a provider passes axe in light and dark theme', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.goto(`${folio.url}/admin/login`)
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme)
    await expect(page.getByRole('link', { name: 'Sign in with Test IdP' })).toBeVisible()
    expect(await seriousViolations(page), theme).toEqual([])
  }
})

test('an admin changes a user’s identity provider on the user’s page', async ({ page }) => {
  await page.goto(`${folio.url}/admin/login`)
  await page.getByLabel(/^Email/).fill('admin@example.com')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin-pass-123')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  const users = await page.request.get(
    `${folio.url}/api/users?where[email][equals]=local@idp.test`,
    { headers: { Origin: folio.url } },
  )
  const id = (await users.json()).docs[0].id
  await page.goto(`${folio.url}/admin/collections/users/${id}`)
  const provider = new SelectField(page, 'Identity provider')
  await provider.reveal()
  await expect(provider.combobox()).toHaveValue('Email and password')
  await provider.combobox().focus()
  await provider.combobox().press('ArrowDown')
  await expect(provider.listbox().getByRole('option')).toHaveText([
    'Email and password',
    'Test IdP',
  ])
  await provider.option('Test IdP').click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'successfully')).toBeVisible()
  const after = await page.request.get(`${folio.url}/api/users/${id}`, {
    headers: { Origin: folio.url },
  })
  expect((await after.json()).provider).toBe('oidc')
})
