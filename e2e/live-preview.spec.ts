import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'

const run = Date.now().toString(36)

const preview = (page: Page) => page.frameLocator('iframe[title="Live Preview"]')
const previewFrame = (page: Page) => page.frames().find((f) => f.url().includes('/preview/'))!

/**
 * Messages the preview page has received from the admin, by type (counted inside the page); the
 * admin's answers to a ready are counted apart (`…+schema`: they alone carry `fieldSchemaJSON`),
 * as a post's autosave may send the form's data again at any time.
 */
async function countMessages(page: Page) {
  await previewFrame(page).evaluate(() => {
    const w = window as unknown as { folioCount?: Record<string, number> }
    if (w.folioCount) return
    w.folioCount = {}
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: unknown; fieldSchemaJSON?: unknown }
      const type = `${String(data?.type)}${data?.fieldSchemaJSON ? '+schema' : ''}`
      w.folioCount![type] = (w.folioCount![type] ?? 0) + 1
    })
  })
  return () =>
    previewFrame(page).evaluate(
      () => (window as unknown as { folioCount: Record<string, number> }).folioCount,
    )
}

/** A published page named `${word} ${run}` (its slug from the word), made through the API. */
async function publishedPage(request: APIRequestContext, baseURL: string, word: string) {
  const api = await apiAsAdmin(request, baseURL)
  const { doc } = await api.post('/pages?locale=en', {
    title: `${word} ${run}`,
    slug: `${word.toLowerCase()}-${run}`,
    _status: 'published',
  })
  return doc
}

test('the preview follows the title as it is typed, after the preview page reloads or navigates, in a popup and back in the pane', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const api = await apiAsAdmin(context.request, baseURL!)
  const { doc } = await api.post('/posts?locale=en', {
    title: `Preview ${run}`,
    _status: 'published',
  })
  await page.goto(`/admin/collections/posts/${doc.id}/preview`)
  const tabs = page.getByRole('navigation', { name: 'Document views' })
  await expect(tabs.getByRole('link', { name: 'Live Preview' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`Preview ${run}`)

  // Typed in the form, shown in the preview (no save).
  const edit = new EditPage(page)
  const title = edit.field(/^Title/)
  await title.fill(`Typed ${run}`)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`Typed ${run}`)

  // The preview page reloads: it says ready again and gets the form's data again.
  await previewFrame(page).evaluate(() => location.reload())
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`Typed ${run}`)
  await title.fill(`After reload ${run}`)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`After reload ${run}`)

  // The preview page navigates away and back: it follows the form again on its return.
  const documentAddress = previewFrame(page).url()
  await previewFrame(page).evaluate(() => location.assign('/preview/'))
  await expect.poll(() => previewFrame(page).url()).toMatch(/\/preview\/(\?|$)/)
  await previewFrame(page).evaluate(() => history.back())
  await expect.poll(() => previewFrame(page).url()).toBe(documentAddress)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`After reload ${run}`)
  await title.fill(`After navigating ${run}`)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    `After navigating ${run}`,
  )
  await title.fill(`After reload ${run}`)
  // Shown: the data message of this change is not counted below.
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`After reload ${run}`)

  // Forged and malformed messages change nothing and break nothing.
  const counts = await countMessages(page)
  const before = await counts()
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Live Preview"]')!
    const ready = { type: 'payload-live-preview', ready: true }
    // Another origin, in the preview's name; and the admin's own window in place of the preview.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: ready,
        origin: 'https://evil.example',
        source: frame.contentWindow,
      }),
    )
    window.dispatchEvent(
      new MessageEvent('message', { data: ready, origin: location.origin, source: window }),
    )
  })
  await previewFrame(page).evaluate(() => {
    parent.postMessage('not an object', '*')
    parent.postMessage({ type: 'payload-live-preview', ready: 'yes' }, '*')
    parent.postMessage({ type: 'payload-live-preview' }, '*')
  })
  await page.waitForTimeout(300)
  // No forged ready was answered.
  expect((await counts())['payload-live-preview+schema']).toBe(
    before['payload-live-preview+schema'],
  )

  // A popup: the pane says so, the popup follows the form; closing it brings the iframe back.
  const popupOpened = context.waitForEvent('page')
  await page.getByRole('button', { name: 'Open in new window' }).click()
  const popup = await popupOpened
  await expect(page.getByText('The preview is open in its own window.')).toBeVisible()
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(`After reload ${run}`)
  await title.fill(`In the popup ${run}`)
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(`In the popup ${run}`)
  await popup.close()
  await expect(page.getByText('The preview is open in its own window.')).toBeHidden()
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`In the popup ${run}`)
  await title.fill(`Back ${run}`)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`Back ${run}`)

  // Publishing sends a document event; the saved title stays in the preview.
  await edit.publish().click()
  await expect(edit.toast(/successfully/).first()).toBeVisible()
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`Back ${run}`)
})

test('the form stays as the tab changes to the preview and back, by link or history; the toolbar sizes and zooms the preview, never below 100 px, and is kept for the user', async ({
  page,
  context,
  baseURL,
}) => {
  const doc = await publishedPage(context.request, baseURL!, 'Sized')
  await page.goto(`/admin/collections/pages/${doc.id}/preview`)
  const toolbar = page.getByRole('toolbar', { name: 'Live preview controls' })
  const frame = page.locator('iframe[title="Live Preview"]')
  await toolbar.getByRole('combobox', { name: 'Breakpoint' }).selectOption({ label: 'Mobile' })
  await expect(toolbar.getByRole('spinbutton', { name: 'Width' })).toHaveValue('375')
  await expect(frame).toHaveCSS('width', '375px')
  const height = toolbar.getByRole('spinbutton', { name: 'Height' })
  await height.fill('-20')
  await expect(height).toHaveAttribute('aria-invalid', 'true')
  await height.press('Tab')
  // A frame too small to show anything is not drawn, nor kept: the smallest is 100 px.
  await expect(height).toHaveValue('100')
  await expect(frame).toHaveCSS('height', '100px')
  await expect(toolbar.getByRole('combobox', { name: 'Breakpoint' })).toHaveValue('custom')
  const kept = page.waitForResponse(
    (r) => r.url().includes('live-preview-toolbar') && r.request().method() === 'POST',
  )
  await toolbar.getByRole('combobox', { name: 'Zoom' }).selectOption({ label: '50%' })
  await expect(frame).toHaveCSS('transform', 'matrix(0.5, 0, 0, 0.5, 0, 0)')
  await kept

  await page.goto(`/admin/collections/pages/${doc.id}/preview`)
  await expect(toolbar.getByRole('combobox', { name: 'Zoom' })).toHaveValue('0.5')
  await expect(toolbar.getByRole('combobox', { name: 'Breakpoint' })).toHaveValue('custom')
  await toolbar.getByRole('combobox', { name: 'Breakpoint' }).selectOption({ label: 'Responsive' })
  await toolbar.getByRole('combobox', { name: 'Zoom' }).selectOption({ label: '100%' })
  await expect(toolbar.getByRole('spinbutton', { name: 'Width' })).toHaveCount(0)

  // What is typed on the Edit tab stays as the tab changes to Live Preview, without a question.
  await page.goto(`/admin/collections/pages/${doc.id}`)
  const title = new EditPage(page).field(/^Title/)
  await title.fill(`Unsaved ${run}`)
  await page
    .getByRole('navigation', { name: 'Document views' })
    .getByRole('link', { name: 'Live Preview' })
    .click()
  await expect(page).toHaveURL(/\/preview(\?|$)/)
  await expect(title).toHaveValue(`Unsaved ${run}`)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`Unsaved ${run}`)

  // Back and forward between the two views ask nothing either.
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/pages/${doc.id}(\\?|$)`))
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(title).toHaveValue(`Unsaved ${run}`)
  await page.goForward()
  await expect(page).toHaveURL(/\/preview(\?|$)/)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(title).toHaveValue(`Unsaved ${run}`)
})

test('a preview page that never says ready, one that fails to load, one the admin may not frame and an address that cannot be made each say so in the pane, and the form keeps working', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await apiAsAdmin(context.request, baseURL!)
  const pane = page.getByRole('region', { name: 'Live Preview' })
  const notConnected = pane.getByRole('status').filter({ hasText: 'has not connected' })
  // The pane waits 10 s for ready from when it shows the page (an effect after the paint).
  const tenSecondsLater = () =>
    expect(async () => {
      await page.clock.fastForward(10_500)
      await expect(notConnected).toBeVisible({ timeout: 500 })
    }).toPass()
  // The showcase collection sets live preview itself (test plugin): a page of the sample site that
  // has no showcase page, so nothing there speaks the protocol.
  await page.clock.install()
  const silent = await api.post('/showcase', { title: `Silent ${run}` })
  await page.goto(`/admin/collections/showcase/${silent.doc.id}/preview`)
  await expect(pane.getByRole('status')).toHaveText('Connecting to the preview…')
  const toolbar = page.getByRole('toolbar', { name: 'Live preview controls' })
  await expect(toolbar.getByRole('combobox', { name: 'Breakpoint' })).toContainText('Small')
  await tenSecondsLater()
  const title = new EditPage(page).field(/^Title/)
  await title.fill(`Still editable ${run}`)
  await expect(title).toHaveValue(`Still editable ${run}`)

  // Nothing listens at the address (an origin the server lets the admin frame).
  const unreachable = await api.post('/showcase', { title: `Unreachable ${run}` })
  await page.goto(`/admin/collections/showcase/${unreachable.doc.id}/preview`)
  await expect(page.locator('iframe[title="Live Preview"]')).toHaveAttribute(
    'src',
    'http://127.0.0.1:9/showcase',
  )
  await tenSecondsLater()

  // An origin missing from FOLIO_PREVIEW_ORIGINS: the browser refuses the frame, the pane says why.
  const foreign = await api.post('/showcase', { title: `Foreign ${run}` })
  await page.goto(`/admin/collections/showcase/${foreign.doc.id}/preview`)
  await expect(pane.getByRole('alert')).toHaveText(
    'The admin may not show pages of http://127.0.0.1:8. Add this origin to the server’s FOLIO_PREVIEW_ORIGINS.',
  )
  await expect(page.locator('iframe[title="Live Preview"]')).toHaveCount(0)
  await title.fill(`Typed anyway ${run}`)
  await expect(title).toHaveValue(`Typed anyway ${run}`)

  // The config's URL function fails: no address, the pane says so.
  const broken = await api.post('/showcase', { title: `Broken ${run}` })
  await page.goto(`/admin/collections/showcase/${broken.doc.id}/preview`)
  await expect(pane.getByRole('alert')).toHaveText('The preview address could not be made.')
  await title.fill(`Typed still ${run}`)
  await expect(title).toHaveValue(`Typed still ${run}`)
})

test('the navigation steps aside while the live preview is open, and comes back with one click', async ({
  page,
  context,
  baseURL,
}) => {
  const doc = await publishedPage(context.request, baseURL!, 'Roomy')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/admin/collections/pages/${doc.id}`)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Document views' })
    .getByRole('link', { name: 'Live Preview' })
    .click()
  await expect(page.getByRole('toolbar', { name: 'Live preview controls' })).toBeVisible()
  await expect(nav).toBeHidden()
  // The form and the preview share the whole width.
  const section = page.getByRole('region', { name: 'Live Preview' })
  expect((await section.boundingBox())!.width).toBeGreaterThan(540)
  await page.getByRole('button', { name: 'Show navigation' }).click()
  await expect(nav).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show navigation' })).toHaveCount(0)
  // Back on the Edit tab, the navigation is where it always is.
  await page
    .getByRole('navigation', { name: 'Document views' })
    .getByRole('link', { name: 'Edit' })
    .click()
  await expect(nav).toBeVisible()
})

test('the live preview with the navigation stepped aside has no serious or critical violations', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await apiAsAdmin(context.request, baseURL!)
  const { doc } = await api.post('/posts?locale=en', {
    title: `Axe preview ${run}`,
    _status: 'published',
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/admin/collections/posts/${doc.id}/preview`)
  await expect(page.getByRole('toolbar', { name: 'Live preview controls' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show navigation' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`Axe preview ${run}`)
  expect(await seriousViolations(page)).toEqual([])
})

test('a kept preview size that would show nothing is reset to responsive, with a note', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const doc = await publishedPage(context.request, baseURL!, 'Zero')
  const stored = await context.request.post(
    `${baseURL}/api/payload-preferences/live-preview-toolbar`,
    {
      data: { value: { breakpoint: 'custom', width: 0, height: 700, zoom: 1, position: 'right' } },
      headers: { Origin: origin },
    },
  )
  expect(stored.ok()).toBe(true)
  await page.goto(`/admin/collections/pages/${doc.id}/preview`)
  const toolbar = page.getByRole('toolbar', { name: 'Live preview controls' })
  await expect(page.getByRole('status').filter({ hasText: 'preview size' })).toHaveText(
    'The preview size you kept no longer fits; it is back to responsive.',
  )
  await expect(toolbar.getByRole('combobox', { name: 'Breakpoint' })).toHaveValue('responsive')
  await expect(page.locator('iframe[title="Live Preview"]')).not.toHaveCSS('width', '0px')
  // The reset is kept: the next visit has nothing to say.
  await expect
    .poll(async () => {
      const answer = await context.request.get(
        `${baseURL}/api/payload-preferences/live-preview-toolbar`,
        { headers: { Origin: origin } },
      )
      return ((await answer.json()) as { value?: { breakpoint?: string } }).value?.breakpoint
    })
    .toBe('responsive')
  await page.reload()
  await expect(toolbar).toBeVisible()
  await expect(page.getByText('The preview size you kept no longer fits')).toHaveCount(0)
})
