import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectCodeTookOver, signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin } from './support/accounts'

const PASSWORD = 'Lock-test-pass-2026'
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

async function createUser(
  request: Parameters<typeof apiAsAdmin>[0],
  baseURL: string,
  name: string,
) {
  const email = `${name}-${Date.now()}@folio.test`
  const { doc } = await apiAsAdmin(request, baseURL).then((api) =>
    api.post('/users', { email, password: PASSWORD, role: 'viewer' }),
  )
  return { email, password: PASSWORD, id: doc.id }
}

/** A sign-in attempt in a browser of its own; returns the error toast's text. */
async function failedSignIn(browser: Browser, email: string, password: string, locale = 'en-US') {
  const context = await browser.newContext({ storageState: undefined, locale })
  const page = await context.newPage()
  const names = locale.startsWith('de')
    ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' }
    : { email: 'Email', password: 'Password', submit: 'Login' }
  // What the sign-in requests answered, to tell a slow server from a lost toast when this fails.
  const answers: string[] = []
  let sent = Date.now()
  page.on('response', (r) => {
    if (r.url().includes('/api/users/login'))
      answers.push(`${r.status()} after ${Date.now() - sent} ms`)
  })
  await page.goto('/admin/login')
  await expectCodeTookOver(page.getByRole('button', { name: names.submit }))
  await page.getByLabel(names.email).fill(email)
  await page.getByLabel(names.password, { exact: true }).fill(password)
  sent = Date.now()
  await page.getByRole('button', { name: names.submit }).click()
  const toast = page.locator('[data-sonner-toast]').first()
  await expect(toast)
    .toBeVisible({ timeout: 60_000 })
    .catch((error: unknown) => {
      throw new Error(
        `no toast; sign-in answers: ${answers.join(', ') || 'none'}\n${String(error)}`,
      )
    })
  const text = (await toast.textContent()) ?? ''
  await context.close()
  return text.trim()
}

function panel(page: Page) {
  return page.getByRole('region', { name: 'Sign-in and lock' })
}

/** A wrong sign-in over the API, as the admin's form sends it: its status, message and time taken. */
async function apiSignIn(
  request: Parameters<typeof apiAsAdmin>[0],
  baseURL: string,
  email: string,
  password: string,
) {
  const started = Date.now()
  const res = await request.post(`${baseURL}/api/users/login`, {
    data: { email, password },
    headers: { Origin: new URL(baseURL).origin, 'Accept-Language': 'en' },
    timeout: 60_000,
  })
  const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] }
  return {
    status: res.status(),
    message: body.errors?.[0]?.message,
    ms: Date.now() - started,
  }
}

// This test failed in some full CI runs (no toast after a sign-in; the cause is not found: alone,
// after the specs before it, or with the CPU loaded it always passed); one retry, and the answers'
// times in the failure message.
test.describe.configure({ retries: 1 })

test('an account locked by failed attempts is force-unlocked by an admin, the page reloads after 2 s, and the user signs in', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const user = await createUser(request, baseURL!, 'attempts')
  // The five failures that lock the account go over the API (the form's own answer is the same
  // call; the toasts of sign-in errors have their own tests); the locked answer is read in the form.
  const answers: string[] = []
  for (let i = 1; i <= 5; i++) {
    const answer = await apiSignIn(request, baseURL!, user.email, 'Wrong-password-1')
    answers.push(`${answer.status} in ${answer.ms} ms`)
    expect(answer, `answers so far: ${answers.join(', ')}`).toMatchObject({
      status: 401,
      message: 'The email or password provided is incorrect.',
    })
  }
  expect(await failedSignIn(browser, user.email, PASSWORD)).toBe(
    'Login is temporarily blocked for this user.',
  )
  expect(await failedSignIn(browser, user.email, PASSWORD, 'de-DE')).toBe(
    'Die Anmeldung ist für diesen Benutzer vorübergehend gesperrt.',
  )

  await page.goto(`/admin/collections/users/${user.id}`)
  const lock = panel(page)
  await expect(lock.getByRole('term').first()).toHaveText('Failed sign-in attempts')
  await expect(lock.getByRole('definition').first()).toHaveText('5')
  await expect(lock.getByText(/^Locked after failed attempts until /)).toBeVisible()
  await expect(
    lock.getByText('An account locks after 5 failed sign-in attempts, for 10 minutes.', {
      exact: false,
    }),
  ).toBeVisible()
  const unlock = lock.getByRole('button', { name: 'Force unlock' })
  await expect(unlock).toBeEnabled()

  const clickedAt = Date.now()
  const reloaded = page.waitForEvent('load')
  await unlock.click()
  await expect(toast(page, 'The account is unlocked.')).toBeVisible()
  await reloaded
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1900)
  await expect(panel(page).getByText('Not locked')).toBeVisible()
  await expect(panel(page).getByRole('button', { name: 'Force unlock' })).toBeDisabled()

  const { context } = await signInElsewhere(browser, user)
  await context.close()
})

test('an admin locks an account: its session ends, sign-in says so, and force-unlock lets it back in', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const user = await createUser(request, baseURL!, 'admin-lock')
  const { context, page: userPage } = await signInElsewhere(browser, user)

  await page.goto(`/admin/collections/users/${user.id}`)
  const lock = panel(page)
  await expect(lock.getByText('Not locked')).toBeVisible()
  await expect(lock.getByRole('button', { name: 'Force unlock' })).toBeDisabled()
  await lock.getByRole('button', { name: 'Lock account' }).click()
  await expect(toast(page, 'The account is locked and its sessions have ended.')).toBeVisible()
  await expect(lock.getByText('Locked by an administrator')).toBeVisible()
  await expect(lock.getByRole('button', { name: 'Lock account' })).toBeDisabled()
  await expect(lock.getByRole('button', { name: 'Force unlock' })).toBeEnabled()

  await userPage.reload()
  await expect(userPage).toHaveURL(/\/admin\/login/)
  await context.close()
  expect(await failedSignIn(browser, user.email, PASSWORD)).toBe('This account is locked.')
  expect(await failedSignIn(browser, user.email, PASSWORD, 'de-DE')).toBe(
    'Dieses Konto ist gesperrt.',
  )

  await lock.getByRole('button', { name: 'Force unlock' }).click()
  await expect(panel(page).getByText('Not locked')).toBeVisible({ timeout: 10_000 })
  const again = await signInElsewhere(browser, user)
  await again.context.close()
})

test('an admin can neither lock nor unlock their own account', async ({ page }) => {
  await page.goto('/admin/collections/users/1')
  const lock = panel(page)
  await expect(lock.getByRole('note')).toHaveText(
    'This is your own account: nobody locks or unlocks themselves.',
  )
  await expect(lock.getByRole('button', { name: 'Lock account' })).toBeDisabled()
  await expect(lock.getByRole('button', { name: 'Force unlock' })).toBeDisabled()
})
