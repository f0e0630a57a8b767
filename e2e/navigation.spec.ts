import { expect, test } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { ADMIN } from './support/accounts'

test('the dashboard and side navigation list collections and globals in groups', async ({
  page,
}) => {
  await page.goto('/admin')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  for (const name of ['Posts', 'Pages', 'Categories', 'Media', 'Users', 'Site settings']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    // The dashboard's cards, in their groups (its widgets may name documents and globals too).
    const cards = page
      .getByRole('main')
      .getByRole('region', { name: /^(Administration|Content|Assets|Configuration)$/ })
    await expect(cards.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('button', { name: 'Content' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )

  await nav.getByRole('link', { name: 'Posts', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts$/)
  await expect(nav.getByRole('link', { name: 'Posts', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(nav.getByRole('link', { name: 'Pages', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  )

  await nav.getByRole('link', { name: 'Site settings' }).click()
  await expect(page).toHaveURL(/\/admin\/globals\/settings$/)
  await expect(nav.getByRole('link', { name: 'Site settings' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('a closed navigation group stays closed after a reload and in another browser', async ({
  page,
  browser,
}) => {
  await page.goto('/admin')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const assets = nav.getByRole('button', { name: 'Assets' })
  await expect(assets).toHaveAttribute('aria-expanded', 'true')
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/payload-preferences/nav') && r.request().method() === 'POST',
  )
  await assets.click()
  await saved
  await expect(assets).toHaveAttribute('aria-expanded', 'false')
  await expect(nav.getByRole('link', { name: 'Media' })).toBeHidden()

  await page.reload()
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Assets' }),
  ).toHaveAttribute('aria-expanded', 'false')

  // Another browser: the same user signs in afresh and finds the group closed (Payload preferences).
  const { context: other, page: otherPage } = await signInElsewhere(browser, ADMIN)
  const otherNav = otherPage.getByRole('navigation', { name: 'Main navigation' })
  await expect(otherNav.getByRole('button', { name: 'Assets' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await otherNav.getByRole('button', { name: 'Assets' }).click()
  await expect(otherNav.getByRole('link', { name: 'Media' })).toBeVisible()
  await other.close()
})
