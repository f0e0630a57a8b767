import { expect, test } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { ensureUser } from './support/accounts'
import { latestMessage } from './support/outbox'

test('a forgot-password request from a German browser lands in the outbox, in German, which only admins see', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const viewer = await ensureUser(request, baseURL!, 'viewer')

  const german = await browser.newContext({ storageState: undefined, locale: 'de-DE' })
  const forgot = await german.newPage()
  await forgot.goto('/admin/forgot')
  await forgot.getByLabel('E-Mail').fill(viewer.email)
  await forgot.getByRole('button', { name: 'Senden' }).click()
  await expect(forgot.getByRole('heading', { name: 'E-Mail versendet', level: 1 })).toBeVisible()
  await german.close()
  // The email is sent once the request is answered: wait for it before opening the list.
  await expect
    .poll(async () => (await latestMessage(request, baseURL!, viewer.email)).subject)
    .toBe('Passwort zurücksetzen')

  await page.goto('/admin')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.getByRole('link', { name: 'Outbox', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/folio-outbox$/)
  await page.getByRole('link', { name: 'Passwort zurücksetzen' }).first().click()
  await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen', level: 1 })).toBeVisible()
  await expect(page.getByLabel('To')).toHaveValue(viewer.email)
  await expect(page.getByLabel('Text')).toHaveValue(/\/admin\/reset\?token=[0-9a-f]{40}/)
  await expect(page.getByRole('button', { name: /Save|Publish/ })).toHaveCount(0)

  const { context, page: viewerPage } = await signInElsewhere(browser, viewer)
  await expect(
    viewerPage
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users', exact: true }),
  ).toBeVisible()
  await expect(
    viewerPage
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Outbox', exact: true }),
  ).toHaveCount(0)
  await context.close()
})
