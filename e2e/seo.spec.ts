import { expect, test, type Page } from '@playwright/test'
import { signInElsewhere } from './pages/LoginPage'
import { apiAsAdmin, ensureUser } from './support/accounts'
import { seriousViolations } from './support/axe'
import { createMedia } from './support/media'

const run = Date.now()
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

/** A meta field's meter, state and count as a person reads them under the field. */
function meter(page: Page, name: 'title' | 'description') {
  const field = page.locator(`[data-field="meta.${name}"]`)
  return {
    state: field.locator('.seo-meter__state'),
    count: field.locator('.seo-meter__count'),
    bar: field.getByRole('meter'),
  }
}

test('the meters follow typing at each boundary, generators fill title, description and image, the preview shows the result, and all is saved', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const hero = await createMedia(request, baseURL!, {
    filename: `seo-hero-${run}.png`,
    alt: 'A green field',
    color: '#16a34a',
  })
  const api = await apiAsAdmin(request, baseURL!)
  const title = `Spring garden guide for small plots ${run}`
  const { doc } = await api.post('/posts?draft=true', {
    title,
    excerpt:
      'How to plan beds, choose seeds and water less, in a small garden that still feeds a family all summer.',
    heroImage: hero.id,
    _status: 'draft',
  })
  await page.goto(`/admin/collections/posts/${doc.id}`)

  const seo = page.getByRole('group', { name: 'SEO' })
  await expect(seo.getByText('0/3 checks passing')).toBeVisible()
  // The address comes from the URL generator as soon as the form is there.
  const preview = page.getByRole('figure', { name: 'How a search engine may show this page.' })
  await expect(
    preview.getByText(/^www\.example\.com › en › posts › spring-garden-guide-for-small-plots-\d+$/),
  ).toBeVisible()

  const metaTitle = page.getByLabel('Meta title', { exact: true })
  const titleMeter = meter(page, 'title')
  await expect(titleMeter.state).toHaveText('Missing')
  await expect(titleMeter.count).toHaveText('Characters to go: 50')
  await expect(titleMeter.bar).toHaveAttribute('aria-valuenow', '0')
  await metaTitle.fill('x'.repeat(45))
  await expect(titleMeter.state).toHaveText('Too short')
  await expect(titleMeter.count).toHaveText('Characters to go: 5')
  await metaTitle.fill('x'.repeat(49))
  await expect(titleMeter.state).toHaveText('Almost there')
  await expect(titleMeter.count).toHaveText('Characters to go: 1')
  await metaTitle.fill('x'.repeat(50))
  await expect(titleMeter.state).toHaveText('Good')
  await expect(titleMeter.count).toHaveText('Characters left over: 10')
  await expect(seo.getByText('1/3 checks passing')).toBeVisible()
  await metaTitle.fill('x'.repeat(61))
  await expect(titleMeter.state).toHaveText('Too long')
  await expect(titleMeter.count).toHaveText('Characters too many: 1')
  await expect(seo.getByText('0/3 checks passing')).toBeVisible()

  const asked = page.waitForRequest((r) => r.url().endsWith('/api/plugin-seo/generate-title'))
  await page.getByRole('button', { name: 'Auto-generate Meta title' }).click()
  await expect(metaTitle).toHaveValue(`${title} | Folio`)
  // The body of the generate calls: where the document is, the form as it is and as it was loaded, and what the user may do.
  const body = (await asked).postDataJSON() as Record<string, unknown>
  expect(body).toMatchObject({
    collectionSlug: 'posts',
    id: String(doc.id),
    doc: { title, meta: { title: 'x'.repeat(61) } },
    initialData: { title, meta: { title: null } },
    initialState: { title, 'meta.title': null },
    docPermissions: expect.any(Object),
    hasSavePermission: true,
    hasPublishPermission: true,
    locale: 'en',
    title,
  })
  await expect(preview.getByText(`${title} | Folio`)).toBeVisible()

  await page.getByRole('button', { name: 'Auto-generate Meta description' }).click()
  const description = page.getByLabel('Meta description', { exact: true })
  await expect(description).toHaveValue(/^How to plan beds/)
  await expect(meter(page, 'description').state).toHaveText('Good')
  await expect(preview.getByText(/^How to plan beds/)).toBeVisible()

  const imageField = page.locator('[data-field="meta.image"]')
  await expect(imageField.getByText('No image')).toBeVisible()
  await page.getByRole('button', { name: 'Auto-generate Meta image' }).click()
  await expect(imageField.getByText('Good', { exact: true })).toBeVisible()
  await expect(imageField.getByText(hero.filename)).toBeVisible()
  await expect(seo.getByText('3/3 checks passing')).toBeVisible()

  expect(
    await seriousViolations(page, {
      include: [
        '[data-field="meta.title"]',
        '[data-field="meta.image"]',
        '.seo-overview',
        '.seo-preview',
      ],
    }),
  ).toEqual([])

  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(toast(page, /saved/i)).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Meta title', { exact: true })).toHaveValue(`${title} | Folio`)
  await expect(
    page.getByRole('group', { name: 'SEO' }).getByText('3/3 checks passing'),
  ).toBeVisible()
})

test('a failing generator shows its message as a toast and changes nothing; a viewer gets no generate buttons', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const api = await apiAsAdmin(request, baseURL!)
  const { doc } = await api.post('/pages', {
    title: 'About us',
    slug: `about-${run}`,
    _status: 'draft',
  })
  await page.route('**/api/plugin-seo/generate-title', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'The title could not be generated.' }] }),
    }),
  )
  await page.goto(`/admin/collections/pages/${doc.id}`)
  const metaTitle = page.getByLabel('Meta title', { exact: true })
  await metaTitle.fill('Kept as typed')
  await page.getByRole('button', { name: 'Auto-generate Meta title' }).click()
  await expect(toast(page, 'The title could not be generated.')).toBeVisible()
  await expect(metaTitle).toHaveValue('Kept as typed')
  // A page's address is its slug.
  await expect(page.getByText(`www.example.com › en › about-${run}`)).toBeVisible()

  const viewer = await ensureUser(request, baseURL!, 'viewer')
  const { context, page: viewerPage } = await signInElsewhere(browser, viewer)
  await viewerPage.goto(`/admin/collections/pages/${doc.id}`)
  await expect(viewerPage.getByText('0/3 checks passing')).toBeVisible()
  await expect(meter(viewerPage, 'title').state).toHaveText('Missing')
  await expect(viewerPage.getByRole('button', { name: /^Auto-generate/ })).toHaveCount(0)
  await context.close()
})

test('the site settings (a global) have SEO fields too, generated from the settings as typed', async ({
  page,
}) => {
  await page.goto('/admin/globals/settings')
  await page.getByLabel(/^Site name/).fill('Folio Journal')
  await page.getByLabel(/^Tagline/).fill('Notes on calm publishing')
  await page.getByRole('button', { name: 'Auto-generate Meta title' }).click()
  await expect(page.getByLabel('Meta title', { exact: true })).toHaveValue(
    'Folio Journal – Notes on calm publishing',
  )
  await expect(page.getByText('www.example.com › en', { exact: true })).toBeVisible()
})
