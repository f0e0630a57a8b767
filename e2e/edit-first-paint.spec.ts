import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiAsAdmin } from './support/accounts'

// An edit view opened from the address bar asks the API nothing before it can be edited: the
// client config, the session and the document's lock (taken by the page) come with the page (its
// boot data). The search preview's address is asked for once the editor is usable.

const run = Date.now().toString(36)

/** What the page asks for itself when the boot data do not answer it. */
const ASKED_BY_THE_ADMIN =
  /\/api\/(folio\/client-config|users\/me|folio\/locks|plugin-seo\/generate-[a-z]+)(\?|$)/

/** A post with rich text and SEO fields, saved as a draft; `get` reads as the signed-in admin. */
async function richPost(request: APIRequestContext, baseURL: string) {
  const api = await apiAsAdmin(request, baseURL)
  const get = async (path: string) => {
    const res = await request.get(`${baseURL}/api${path}`, {
      headers: { Origin: new URL(baseURL).origin },
    })
    expect(res.status(), path).toBe(200)
    return (await res.json()) as Record<string, unknown>
  }
  const title = `First paint ${run}`
  const { doc } = await api.post('/posts?draft=true', {
    title,
    excerpt: 'A post the edit view opens with everything it needs in its page.',
    content: [
      { type: 'h2', children: [{ text: 'Opened at once' }] },
      { type: 'paragraph', children: [{ text: 'Nothing on the way that the first paint ' }] },
    ],
    meta: { title: `${title} | Folio`, description: 'Opened from the address bar.' },
    _status: 'draft',
  })
  return { get, id: doc.id as number, title }
}

const titleInput = (page: Page) => page.getByRole('textbox', { name: /^Title/ })
const preview = (page: Page) =>
  page.getByRole('figure', { name: 'How a search engine may show this page.' })

test('the edit view of a post with rich text and SEO is editable with the config, session, lock and SEO requests held, and works once they go through', async ({
  page,
  request,
  baseURL,
}) => {
  const { get, id, title } = await richPost(request, baseURL!)
  const held: string[] = []
  let letGo!: () => void
  const released = new Promise<void>((resolve) => (letGo = resolve))
  await page.route(ASKED_BY_THE_ADMIN, async (route) => {
    held.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`)
    await released
    await route.continue().catch(() => undefined)
  })
  await page.goto(`/admin/collections/posts/${id}`)

  await expect(titleInput(page)).toHaveValue(title)
  await expect(titleInput(page)).toBeEditable()
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('Opened at once')
  // The page took the lock; the search preview asked for its address, which is held.
  expect(await get(`/folio/locks?collection=posts&id=${id}`)).toMatchObject({
    isLocked: true,
    isMine: true,
  })
  await expect.poll(() => held).toContain('POST /api/plugin-seo/generate-url')
  await expect(preview(page).getByText('No address yet')).toBeVisible()
  letGo()
  await expect(
    preview(page).getByText(`www.example.com › en › posts › first-paint-${run}`),
  ).toBeVisible()

  const changed = `${title} changed`
  await titleInput(page).fill(changed)
  await expect
    .poll(async () => ((await get(`/posts/${id}?draft=true&depth=0`)) as { title: string }).title)
    .toBe(changed)
  // The lock stays this user's (nobody else's dialog shows), and the URL button still asks.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page
    .getByRole('region', { name: 'Search result preview' })
    .getByRole('button', { name: 'Generate URL' })
    .click()
  await expect(
    preview(page).getByText(`www.example.com › en › posts › first-paint-${run}-changed`),
  ).toBeVisible()
  expect(held).toContain('POST /api/plugin-seo/generate-url')
})

test('a cold load of the edit view sends no request to the API before its title is editable, and then only the search preview’s', async ({
  page,
  request,
  baseURL,
}) => {
  const { get, id, title } = await richPost(request, baseURL!)
  // When the title first accepted typing, in the page's clock (that of its resource timing).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-field="title"] input:read-write')) return
      observer.disconnect()
      ;(window as unknown as { titleEditableAt: number }).titleEditableAt = performance.now()
    })
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  })
  await page.goto(`/admin/collections/posts/${id}`)

  await expect(titleInput(page)).toHaveValue(title)
  await expect(titleInput(page)).toBeEditable()
  await expect(
    preview(page).getByText(`www.example.com › en › posts › first-paint-${run}`),
  ).toBeVisible()
  const { editableAt, asked } = await page.evaluate(() => ({
    editableAt: (window as unknown as { titleEditableAt: number }).titleEditableAt,
    asked: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })),
  }))
  // Nothing before the title was editable; since, the search preview's address alone.
  expect(asked.map((r) => r.path)).toEqual(['/api/plugin-seo/generate-url'])
  expect(asked[0]!.startTime).toBeGreaterThan(editableAt)
  expect(await get(`/folio/locks?collection=posts&id=${id}`)).toMatchObject({
    isLocked: true,
    isMine: true,
  })
})
