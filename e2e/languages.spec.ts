import { expect, test, type Browser, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { findCatalogs } from '../scripts/string-catalogs'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'

const run = Date.now().toString(36)

const arabic = (dir: string) =>
  JSON.parse(readFileSync(`src/${dir}/ar.json`, 'utf8')) as Record<string, string>
const folioAr = arabic('admin/i18n/folio')
const richtextAr = arabic('plugins/richtext/admin/strings')
const versionsAr = arabic('plugins/versions/admin/strings')

/** The admin, signed in, in Arabic chosen on this device (the language cookie), in `theme`. */
async function arabicAdmin(browser: Browser, baseURL: string, theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({
    storageState: '.tmp/e2e-admin.json',
    locale: 'ar',
    viewport: { width: 1280, height: 900 },
  })
  await context.addCookies([
    { name: 'folio-lng', value: 'ar', url: baseURL },
    { name: 'folio-theme', value: theme, url: baseURL },
  ])
  return { context, page: await context.newPage() }
}

const boxOf = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox()
  expect(box, 'the element is drawn').not.toBeNull()
  return box!
}

test.describe('in Arabic, right to left', () => {
  test('the page is right to left, the navigation on the right, a drawer opens from the left, a list reads right to left', async ({
    browser,
    baseURL,
    request,
  }) => {
    await (await apiAsAdmin(request, baseURL!)).post('/posts', { title: `مقال ${run}` })
    const { context, page } = await arabicAdmin(browser, baseURL!)
    await page.goto('/admin')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    const nav = await boxOf(page, page.getByRole('navigation', { name: folioAr.mainNavigation }))
    expect(nav.x + nav.width).toBeGreaterThan(1280 - 5)
    expect(nav.x).toBeGreaterThan(1280 / 2)

    await page.goto('/admin/collections/posts')
    const table = page.getByRole('table')
    await expect(table).toBeVisible()
    const headers = table.getByRole('columnheader')
    // The first column is the rightmost.
    const first = await boxOf(page, headers.first())
    const last = await boxOf(page, headers.last())
    expect(first.x).toBeGreaterThan(last.x)

    await page.goto('/admin/account')
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    // Standing still, on the side where a line ends (the left).
    await expect(drawer).not.toHaveAttribute('data-entering', /.*/)
    const box = await boxOf(page, drawer)
    expect(box.x).toBeLessThan(5)
    expect(box.x + box.width).toBeLessThan(1280 - 100)
    await context.close()
  })

  test('an edit view mirrors its array rows and rich-text toolbar, keeps code left to right, and the versions diff reads right to left', async ({
    browser,
    baseURL,
    request,
  }) => {
    const api = await apiAsAdmin(request, baseURL!)
    const { doc } = await api.post('/showcase', {
      title: `عرض ${run}`,
      links: [
        { label: 'الأول', url: 'https://example.com/1' },
        { label: 'الثاني', url: 'https://example.com/2' },
      ],
    })
    const { context, page } = await arabicAdmin(browser, baseURL!)
    await page.goto(`/admin/collections/showcase/${doc.id}`)
    const handle = page
      .getByRole('button', { name: folioAr.moveRow!.replace('{{row}}', '') })
      .first()
    await expect(handle).toBeVisible()
    const row = page.getByRole('listitem').filter({ has: handle }).first()
    const rowBox = await boxOf(page, row)
    const handleBox = await boxOf(page, handle)
    // The handle starts the row: on its right.
    expect(handleBox.x).toBeGreaterThan(rowBox.x + rowBox.width / 2)

    const blockFormat = page.getByRole('button', {
      name: new RegExp(`^${richtextAr.blockFormat!}`),
    })
    await expect(blockFormat).toBeVisible()
    const toolbar = page.getByRole('toolbar').first()
    const toolbarBox = await boxOf(page, toolbar)
    const formatBox = await boxOf(page, blockFormat)
    expect(formatBox.x + formatBox.width).toBeGreaterThan(toolbarBox.x + toolbarBox.width / 2)
    expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
    // A save's toast comes in the corner where a line ends: bottom left.
    await page.getByRole('button', { name: 'حفظ', exact: true }).click()
    const toast = page.locator('[data-sonner-toast]').first()
    await expect(toast).toBeVisible()
    const toastBox = await boxOf(page, toast)
    expect(toastBox.x + toastBox.width).toBeLessThan(1280 / 2)

    // Two published versions of a page: the newest against the one before.
    const { doc: pageDoc } = await api.post('/pages?locale=en', {
      title: `Compared ${run}`,
      slug: `rtl-${run}`,
      _status: 'published',
    })
    await api.patch(`/pages/${pageDoc.id}?locale=en`, {
      title: `Compared ${run} again`,
      _status: 'published',
    })
    await page.goto(`/admin/collections/pages/${pageDoc.id}/versions`)
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click()
    await expect(page.getByRole('insertion').first()).toHaveText('again')
    await expect(page.getByText(versionsAr.noDifferences!)).toHaveCount(0)
    const direction = await page
      .locator('main')
      .evaluate((main) => getComputedStyle(main).direction)
    expect(direction).toBe('rtl')

    // The API view's tree is JSON: left to right inside the right-to-left page.
    await page.goto(`/admin/collections/pages/${pageDoc.id}/api`)
    const tree = page.getByRole('tree')
    await expect(tree).toBeVisible()
    expect(await tree.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    await context.close()
  })

  for (const theme of ['light', 'dark'] as const)
    test(`has no serious or critical axe violations in Arabic (${theme})`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await arabicAdmin(browser, baseURL!, theme)
      for (const path of ['/admin', '/admin/collections/posts', '/admin/account']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await seriousViolations(page), path).toEqual([])
      }
      await context.close()
    })
})

/**
 * The English texts of Folio's own strings whose French differs: none of them may show on a
 * French page. A text with placeholders matches with anything in their place.
 */
async function englishOnlyTexts(): Promise<{ exact: Set<string>; patterns: RegExp[] }> {
  const exact = new Set<string>()
  const patterns: RegExp[] = []
  for (const catalog of await findCatalogs()) {
    // Emails are not on screen; labels name the plugins' own collections and fields, which the
    // journey does not visit (and share words like 'Title' with the demo content model's labels).
    if (/email|translations$|labels$/.test(catalog.dir)) continue
    const french = catalog.languages.fr ?? {}
    for (const [key, english] of Object.entries(catalog.en)) {
      const base = key.replace(/_(one|other)$/, '')
      const frenchForms = [french[key], french[`${base}_one`], french[`${base}_other`]]
      if (frenchForms.includes(english)) continue
      if (/\{\{?\w+\}\}?/.test(english)) {
        const parts = english
          .split(/\{\{?\w+\}\}?/)
          .map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        if (parts.join('').trim().length >= 4) patterns.push(new RegExp(`^${parts.join('.+')}$`))
      } else exact.add(english)
    }
  }
  return { exact, patterns }
}

/** Every string in the client config as the server writes it for French (its labels resolved). */
function stringsIn(config: unknown): Set<string> {
  const found = new Set<string>()
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.add(value)
    else if (Array.isArray(value)) value.forEach(walk)
    // A label with English and no French: the admin shows its English.
    else if (value && typeof value === 'object' && 'en' in value && !('fr' in value))
      walk((value as { en: unknown }).en)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(config)
  return found
}

/** Every text a person reads on the page: visible text, and the names and hints of controls. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (text && parent?.checkVisibility({ visibilityProperty: true })) texts.push(text)
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!(element as HTMLElement).checkVisibility?.()) continue
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    return texts
  })
}

test('in French, a whole journey shows none of Folio’s English: sign in, dashboard, list, edit, save, versions', async ({
  browser,
  baseURL,
  request,
}) => {
  const { exact, patterns } = await englishOnlyTexts()
  // The demo content model's labels have English and German only: what it shows in French is
  // the deployer's to translate, not Folio's (a post's 'Title' is also the video plugin's word):
  // the labels as the server resolves them for French are left out.
  const contentLabels = stringsIn(
    await (
      await request.get(`${baseURL}/api/folio/client-config`, {
        headers: { 'Accept-Language': 'fr', Origin: new URL(baseURL!).origin },
      })
    ).json(),
  )
  const english = (texts: string[]) =>
    [...new Set(texts)].filter(
      (t) => !contentLabels.has(t) && (exact.has(t) || patterns.some((p) => p.test(t))),
    )
  const account = { email: `french-${run}@folio.test`, password: 'Francais-pass-2026' }
  const api = await apiAsAdmin(request, baseURL!)
  await api.post('/users', { ...account, role: 'editor' })
  await api.post('/posts', { title: `Déjà là ${run}` })

  const context = await browser.newContext({ locale: 'fr-FR', storageState: undefined })
  const page = await context.newPage()
  const seen: Record<string, string[]> = {}
  const look = async (step: string) => {
    seen[step] = english(await visibleTexts(page))
  }

  await page.goto('/admin/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await look('sign in')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Mot de passe').fill(account.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible()
  await look('dashboard')

  await page.goto('/admin/collections/posts')
  await expect(page.getByRole('table')).toBeVisible()
  await look('list')

  await page.goto('/admin/collections/posts/create')
  const title = page.getByRole('textbox').first()
  await title.fill(`Un article ${run}`)
  await look('edit')
  await page.getByRole('button', { name: /^Enregistrer le brouillon/ }).click()
  await page.waitForURL(/\/collections\/posts\/\d+/)
  await title.fill(`Un article ${run} revu`)
  await page.getByRole('button', { name: /^Enregistrer le brouillon/ }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
  await look('saved')

  await page.getByRole('link', { name: /^Versions/ }).click()
  await expect(page.getByRole('table')).toBeVisible()
  await look('versions')
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click()
  await expect(page.getByRole('insertion').first()).toBeVisible()
  await look('a version')
  await context.close()

  expect(seen).toEqual({
    'sign in': [],
    dashboard: [],
    list: [],
    edit: [],
    saved: [],
    versions: [],
    'a version': [],
  })
})
