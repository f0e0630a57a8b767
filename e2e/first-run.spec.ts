import { expect, test } from '@playwright/test'
import { ADMIN } from './support/accounts'
import { seriousViolations } from './support/axe'

test('the new password shows its rules live and a strength meter, and a very common one is refused', async ({
  page,
}) => {
  await page.goto('/admin/create-first-user')
  const password = page.getByRole('textbox', { name: 'Password', exact: true })
  const rules = page.getByRole('list', { name: 'Password requirements' })
  await expect(rules.getByText('At least 12 characters (not met)')).toBeVisible()
  await expect(rules.getByText('At least 3 of these: (not met)')).toBeVisible()
  await expect(page.getByRole('meter')).toHaveCount(0)

  await password.fill('password')
  await expect(rules.getByText('a lowercase letter (met)')).toBeVisible()
  await expect(rules.getByText('an uppercase letter (not met)')).toBeVisible()
  const meter = page.getByRole('meter', { name: 'Strength' })
  await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak')
  await expect(page.getByText('This is one of the ten most used passwords.')).toBeVisible()

  // Twelve characters from three classes: the rules are met, the strength is not.
  await password.fill('Password1234')
  await expect(rules.getByText('At least 12 characters (met)')).toBeVisible()
  await expect(rules.getByText('At least 3 of these: (met)')).toBeVisible()
  await expect(rules.getByText('Hard to guess: at least “Okay” (not met)')).toBeVisible()
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak')
  await page.getByText('Time to guess it').click()
  await expect(page.getByRole('definition').first()).toBeVisible()
  await expect(page.getByRole('term')).toHaveText([
    'Online, throttled (100 guesses an hour)',
    'Online, unthrottled (10 guesses a second)',
    'Offline, slow hash (10,000 guesses a second)',
    'Offline, fast hash (10 billion guesses a second)',
  ])
  await expect(page.getByRole('definition').last()).toHaveText('less than a second')

  await password.fill(ADMIN.password)
  await expect(meter).toHaveAttribute('aria-valuetext', /^(Secure|Very secure)$/)
  await expect(rules.getByText('Hard to guess: at least “Okay” (met)')).toBeVisible()
  await password.fill('Correct-Horse-Battery-Staple-42')
  await expect(meter).toHaveAttribute('aria-valuetext', 'Very secure')
  await expect(page.getByRole('definition').first()).toHaveText('centuries')
  expect(await seriousViolations(page)).toEqual([])

  // The browser lets it through (rules met); the server refuses it by its score.
  await page.getByLabel(/^Email/).fill(ADMIN.email)
  await password.fill('Password1234')
  await page.getByLabel(/^Confirm Password/).fill('Password1234')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Password does not meet requirements.')).toBeVisible()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/admin\/create-first-user$/)
})

test('a fresh Folio opens on create-first-user, and the first user lands signed in on the dashboard', async ({
  page,
}) => {
  await page.goto('/admin/collections/posts')
  await expect(page).toHaveURL(/\/admin\/create-first-user$/)
  await expect(page.getByRole('heading', { name: 'Create first user' })).toBeVisible()

  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('This field is required.').first()).toBeVisible()
  await expect(page.getByText('Password is required.')).toBeVisible()

  await page.getByLabel(/^Email/).fill(ADMIN.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Short-1')
  await page.getByLabel(/^Confirm Password/).fill('Short-1')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Password does not meet requirements.')).toBeVisible()

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password)
  await page.getByLabel(/^Confirm Password/).fill('something-else')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()

  await page.getByLabel(/^Confirm Password/).fill(ADMIN.password)
  await page.getByLabel('Name').fill('Olivia Owner')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByText(ADMIN.email),
  ).toBeVisible()
  await page.getByRole('link', { name: /Account/ }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Olivia Owner')
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator')

  await page.context().storageState({ path: '.tmp/e2e-admin.json' })
})
