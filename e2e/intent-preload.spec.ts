import { expect, test, type Request } from '@playwright/test'
import { apiAsAdmin } from './support/accounts'

// A list row's link starts the edit screen's reads as the pointer rests on it, and the edit screen
// shows the row's title at once while the document is on its way (the form only with the document).

test("hovering a row link reads its document before the click, and the edit screen shows the row's title while the read is held", async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Intent ${Date.now().toString(36)}`
  const { doc } = await (await apiAsAdmin(request, baseURL!)).post('/posts', { title })
  const documentPath = `/api/posts/${String(doc.id)}`
  const isDocumentRead = (r: Request) =>
    r.method() === 'GET' && new URL(r.url()).pathname === documentPath
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === documentPath,
    async (route) => {
      if (route.request().method() === 'GET') await released
      await route.continue()
    },
  )

  await page.goto(`/admin/collections/posts?search=${encodeURIComponent(title)}`)
  // The drawn list takes pointers once its code runs.
  await expect(page.getByRole('button', { name: 'Filters' })).toBeEnabled()
  const link = page.getByRole('table').getByRole('link', { name: title })
  const read = page.waitForRequest(isDocumentRead)
  await link.hover()
  await read

  await link.click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${String(doc.id)}`))
  const heading = page.getByRole('heading', { level: 1, name: title })
  await expect(heading).toBeVisible()
  const placeholderBox = await heading.boundingBox()
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(breadcrumbs.getByText(title)).toBeVisible()
  const titleInput = page.getByRole('textbox', { name: /^Title/ })
  await expect(titleInput).toBeHidden()

  release()
  await expect(titleInput).toHaveValue(title)
  await expect(titleInput).toBeEditable()
  // The heading stays where it was shown: the form comes below it.
  expect(await heading.boundingBox()).toEqual(placeholderBox)
})

test('a row link focused with the keyboard reads its document before it is followed', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Focus ${Date.now().toString(36)}`
  const { doc } = await (await apiAsAdmin(request, baseURL!)).post('/posts', { title })
  const documentPath = `/api/posts/${String(doc.id)}`
  await page.goto(`/admin/collections/posts?search=${encodeURIComponent(title)}`)
  await expect(page.getByRole('button', { name: 'Filters' })).toBeEnabled()
  const read = page.waitForRequest(
    (r) => r.method() === 'GET' && new URL(r.url()).pathname === documentPath,
  )
  await page.getByRole('table').getByRole('link', { name: title }).focus()
  await read
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title)
})
