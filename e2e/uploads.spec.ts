import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { signInElsewhere } from './pages/LoginPage'
import { ensureUser, roleUser } from './support/accounts'
import { seriousViolations } from './support/axe'
import { slowUploads } from './support/network'

const run = Date.now()
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

/** A 1600 × 1000 PNG, red on its left half and blue on its right, with noise so it is not tiny. */
async function halvesPNG(): Promise<Buffer> {
  const half = (color: string) =>
    sharp({ create: { width: 800, height: 1000, channels: 3, background: color } })
      .png()
      .toBuffer()
  return sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#000' },
  })
    .composite([
      { input: await half('#e11d48'), left: 0, top: 0 },
      { input: await half('#2563eb'), left: 800, top: 0 },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer()
}

/** Payload accepts the session cookie of a request from the server's own origin (CSRF). */
const sameOrigin = (page: Page) => ({ Origin: new URL(page.url()).origin })

/** The average red and blue of an image at a URL. */
async function redAndBlue(page: Page, url: string) {
  const res = await page.request.get(url, { headers: sameOrigin(page) })
  expect(res.ok()).toBe(true)
  const { channels } = await sharp(await res.body()).stats()
  return { red: channels[0]!.mean, blue: channels[2]!.mean }
}

async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: button }).click()
  await (await chooser).setFiles(file)
}

function details(page: Page) {
  const panel = page.getByRole('region', { name: 'File' })
  return { panel, value: (term: string) => panel.locator(`dt:text-is("${term}") + dd`) }
}

test('an image is uploaded from the media create view with its progress, shows its details and sizes, and a focal point set on it regenerates the sizes', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const filename = `halves-${run}.png`
  const buffer = await halvesPNG()
  await page.goto('/admin/collections/media/create')
  const { panel, value } = details(page)
  await expect(panel.getByText('Drag and drop a file')).toBeVisible()
  await expect(panel.getByText('or paste an image from the clipboard')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Saving without a file says what is missing, and sends nothing.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(panel.getByRole('alert')).toHaveText('No files were uploaded.')
  await expect(page).toHaveURL(/\/media\/create$/)

  await chooseFile(page, 'Select a file', { name: filename, mimeType: 'image/png', buffer })
  await expect(panel.getByRole('alert')).toHaveCount(0)
  await expect(value('File Name')).toHaveText(filename)
  await expect(value('File Size')).toHaveText(/^\d+(\.\d)? MB$/)
  await expect(value('Dimensions')).toHaveText('1600 × 1000')
  await expect(value('MIME type')).toHaveText('image/png')
  await page.getByLabel('Alternative text').fill('Red and blue halves')

  // A slow line, so the progress of the upload can be seen.
  const fullSpeed = await slowUploads(page, 1024 * 1024)
  await page.getByRole('button', { name: 'Save' }).click()
  const progress = panel.getByRole('progressbar', { name: 'Uploading' })
  await expect(progress).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Clear' })).toHaveCount(0)
  await expect(toast(page, /successfully/i)).toBeVisible({ timeout: 30_000 })
  await fullSpeed()
  await expect(page).toHaveURL(/\/media\/\d+(\?|$)/)
  const id = new URL(page.url()).pathname.split('/').pop()!

  // The stored file: its details, a link to it, and the sizes made from it.
  await expect(value('File Name')).toHaveText(filename)
  await expect(panel.getByRole('link', { name: `Open ${filename}` })).toHaveAttribute(
    'href',
    `/api/media/file/${filename}`,
  )
  const sizes = panel.getByRole('region', { name: 'Sizes' })
  await expect(sizes.getByRole('link', { name: 'thumbnail' })).toBeVisible()
  await expect(sizes.getByRole('listitem').filter({ hasText: 'card' })).toContainText('768 × 480')
  const thumbnail = (await sizes.getByRole('link', { name: 'thumbnail' }).getAttribute('href'))!
  const centred = await redAndBlue(page, thumbnail)

  // The focal point, by a click on the image near its left edge, then one arrow key.
  const focal = panel.getByRole('button', { name: 'Set focal point' })
  await expect(panel.getByText('Focal point: 50 % from the left, 50 % from the top')).toBeVisible()
  const box = (await focal.boundingBox())!
  await focal.click({ position: { x: box.width * 0.05, y: box.height * 0.5 } })
  await expect(
    panel.getByText(/^Focal point: [45] % from the left, 50 % from the top$/),
  ).toBeVisible()
  await focal.press('ArrowRight')
  await expect(
    panel.getByText(/^Focal point: [56] % from the left, 50 % from the top$/),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const patched = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/media/${id}`,
  )
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await patched).status()).toBe(200)

  const saved = await page.request.get(`/api/media/${id}?depth=0`, { headers: sameOrigin(page) })
  const doc = (await saved.json()) as { focalX: number; focalY: number }
  expect(doc.focalX).toBeGreaterThanOrEqual(5)
  expect(doc.focalX).toBeLessThanOrEqual(6)
  expect(doc.focalY).toBe(50)
  // The square thumbnail was cut from the middle (half red, half blue); now from the left: mostly red.
  const left = await redAndBlue(page, thumbnail)
  expect(left.red).toBeGreaterThan(centred.red + 30)
  expect(left.blue).toBeLessThan(centred.blue - 30)
})

/** Drops or pastes a file the way a browser delivers one: a DataTransfer on a real event. */
async function deliverFile(
  page: Page,
  how: 'drop' | 'paste',
  file: { name: string; type: string; base64: string },
) {
  await page.evaluate(
    ({ how, file }) => {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], file.name, { type: file.type }))
      if (how === 'paste') {
        document.body.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }),
        )
        return
      }
      const zone = document.querySelector('.dropzone, .upload-panel__file')!
      for (const type of ['dragenter', 'dragover', 'drop'])
        zone.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        )
    },
    { how, file },
  )
}

test('a file of another type or over the limit is refused before it is sent; a dropped or pasted image is taken, replaced, cleared; a viewer sees the file without changing it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const png = (color: string) =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: color } })
      .png()
      .toBuffer()
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/media'))
      sent.push(r.url())
  })
  await page.goto('/admin/collections/media/create')
  const { panel, value } = details(page)
  // Payload's own file fields (sizes) are not drawn as empty boxes.
  await expect(page.getByRole('group', { name: 'Sizes' })).toHaveCount(0)

  await chooseFile(page, 'Select a file', {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('plain text'),
  })
  await expect(panel.getByRole('alert')).toHaveText('Invalid file type: text/plain')
  await chooseFile(page, 'Select a file', {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
  })
  await expect(panel.getByRole('alert')).toHaveText('The file is larger than the limit of 20 MB.')
  await expect(panel.getByText('Drag and drop a file')).toBeVisible()
  expect(sent).toEqual([])

  // A file whose content belies its type is sent, and the server's refusal is shown on the panel.
  await chooseFile(page, 'Select a file', {
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hello, not an image'),
  })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(panel.getByRole('alert')).toHaveText(
    'File type text/plain (from extension png) is not allowed.',
  )
  await expect(page).toHaveURL(/\/media\/create$/)
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(panel.getByRole('alert')).toHaveCount(0)

  const dropped = `dropped-${run}.png`
  await deliverFile(page, 'drop', {
    name: dropped,
    type: 'image/png',
    base64: (await png('#16a34a')).toString('base64'),
  })
  await expect(value('File Name')).toHaveText(dropped)
  await expect(panel.getByRole('alert')).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(panel.getByText('Drag and drop a file')).toBeVisible()

  const pasted = `pasted-${run}.png`
  await deliverFile(page, 'paste', {
    name: pasted,
    type: 'image/png',
    base64: (await png('#9333ea')).toString('base64'),
  })
  await expect(value('File Name')).toHaveText(pasted)
  await expect(value('Dimensions')).toHaveText('300 × 200')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/media\/\d+(\?|$)/)
  await expect(panel.getByRole('button', { name: 'Replace file' })).toBeVisible()
  const id = new URL(page.url()).pathname.split('/').pop()!

  // Replacing: the new file is shown until it is saved or cleared.
  const replacement = `replacement-${run}.png`
  await chooseFile(page, 'Replace file', {
    name: replacement,
    mimeType: 'image/png',
    buffer: await png('#0891b2'),
  })
  await expect(value('File Name')).toHaveText(replacement)
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(value('File Name')).toHaveText(pasted)
  await chooseFile(page, 'Replace file', {
    name: replacement,
    mimeType: 'image/png',
    buffer: await png('#0891b2'),
  })
  const patched = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/media/${id}`,
  )
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await patched).status()).toBe(200)
  await expect(panel.getByRole('link', { name: `Open ${replacement}` })).toBeVisible()
  const old = await page.request.get(`/api/media/file/${pasted}`, { headers: sameOrigin(page) })
  expect(old.status()).toBe(404)

  // A viewer sees the file, its details and sizes, but cannot replace it or move its focal point.
  await ensureUser(request, baseURL!, 'viewer')
  const viewer = await signInElsewhere(browser, roleUser('viewer'))
  await viewer.page.goto(`/admin/collections/media/${id}`)
  const seen = details(viewer.page)
  await expect(seen.value('File Name')).toHaveText(replacement)
  await expect(seen.panel.getByRole('region', { name: 'Sizes' })).toBeVisible()
  await expect(seen.panel.getByRole('button')).toHaveCount(0)
  await viewer.context.close()
})

test('"Upload new" from an upload field and from the rich-text upload drawer creates the file in a drawer and chooses it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const png = (color: string) =>
    sharp({ create: { width: 200, height: 120, channels: 3, background: color } })
      .png()
      .toBuffer()
  await page.goto('/admin/collections/posts/create')
  const hero = page.getByRole('group', { name: 'Hero image' })
  await hero.getByRole('button', { name: 'Upload new Media' }).click()
  const creating = page.getByRole('dialog', { name: 'Create new Media' })
  const heroFile = `hero-${run}.png`
  await chooseFile(page, 'Select a file', {
    name: heroFile,
    mimeType: 'image/png',
    buffer: await png('#ea580c'),
  })
  await expect(creating.locator('dt:text-is("File Name") + dd')).toHaveText(heroFile)
  await creating.getByLabel('Alternative text').fill('An orange hero')
  expect(await seriousViolations(page)).toEqual([])
  await creating.getByRole('button', { name: 'Save' }).click()
  await expect(creating).toBeHidden()
  await expect(hero.getByRole('listitem')).toContainText(heroFile)
  await expect(hero.getByRole('listitem')).toContainText('An orange hero')

  // In rich text: the media library's drawer uploads a new file and inserts it where the caret is.
  const content = page.getByRole('textbox', { name: 'Content' })
  await content.click()
  await page.keyboard.type('Before the picture')
  await page
    .getByRole('toolbar', { name: 'Content formatting' })
    .getByRole('button', { name: 'Upload', exact: true })
    .click()
  const chooser = page.getByRole('dialog', { name: 'Select existing Media' })
  await chooser.getByRole('button', { name: 'Upload new Media' }).click()
  const inline = `inline-new-${run}.png`
  await chooseFile(page, 'Select a file', {
    name: inline,
    mimeType: 'image/png',
    buffer: await png('#0d9488'),
  })
  await creating.getByRole('button', { name: 'Save' }).click()
  await expect(creating).toBeHidden()
  await expect(chooser).toBeHidden()
  await expect(content.getByText(inline)).toBeVisible()
  await expect(content.getByText('Before the picture')).toBeVisible()
})

test('an SVG with a script is refused and never runs; a plain SVG is shown as an image and downloaded when opened, never run as a page of the admin origin', async ({
  page,
}) => {
  const svg = (body: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80">` +
        `<rect width="120" height="80" fill="#7c3aed"/>${body}</svg>`,
    )
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto('/admin/collections/media/create')
  const { panel, value } = details(page)
  await chooseFile(page, 'Select a file', {
    name: `scripted-${run}.svg`,
    mimeType: 'image/svg+xml',
    buffer: svg(`<script>localStorage.setItem('svg-ran', '1'); alert('svg')</script>`),
  })
  await expect(value('MIME type')).toHaveText('image/svg+xml')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(panel.getByRole('alert')).toHaveText(
    'SVG file contains potentially harmful content.',
  )
  await expect(page).toHaveURL(/\/media\/create$/)
  await page.getByRole('button', { name: 'Clear' }).click()

  const name = `plain-${run}.svg`
  await chooseFile(page, 'Select a file', { name, mimeType: 'image/svg+xml', buffer: svg('') })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/media\/\d+(\?|$)/)
  const link = panel.getByRole('link', { name: `Open ${name}` })
  await expect(link).toBeVisible()
  // The preview draws it as an image, where scripts never run.
  await expect(panel.locator('img')).toHaveJSProperty('naturalWidth', 120)

  // Opened by its address it is a download, not a page of our origin.
  const href = (await link.getAttribute('href'))!
  const download = page.waitForEvent('download')
  await page.goto(href).catch(() => undefined)
  expect((await download).suggestedFilename()).toBe(name)

  await page.goto('/admin/collections/media')
  expect(await page.evaluate(() => localStorage.getItem('svg-ran'))).toBeNull()
  expect(dialogs).toEqual([])
})

test('bulk upload: several files at once, each checked before it is sent, with details of its own, then sent one by one with its own progress, while the drawer stays open', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const raw = (color: string) =>
    sharp({ create: { width: 600, height: 600, channels: 3, background: color } })
      .png({ compressionLevel: 0 })
      .toBuffer()
  const names = [`bulk-a-${run}.png`, `bulk-b-${run}.png`]
  await page.goto('/admin/collections/media')
  await page.getByRole('button', { name: 'Bulk Upload' }).click()
  const drawer = page.getByRole('dialog', { name: 'Bulk Upload' })
  await expect(drawer.getByText('Drag and drop a file')).toBeVisible()
  const chooser = page.waitForEvent('filechooser')
  await drawer.getByRole('button', { name: 'Add files' }).click()
  await (
    await chooser
  ).setFiles([
    { name: names[0]!, mimeType: 'image/png', buffer: await raw('#be123c') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    { name: names[1]!, mimeType: 'image/png', buffer: await raw('#1d4ed8') },
  ])
  const files = drawer.getByRole('list', { name: 'Files to Upload' })
  await expect(files.getByRole('listitem')).toHaveCount(3)
  // Each image shows itself beside its name; another file shows a badge, no image.
  for (const [index, name] of [names[0]!, names[1]!].entries()) {
    const row = files.getByRole('listitem').nth(index * 2)
    await expect(row).toContainText(name)
    await expect(row.getByRole('img', { name: `Preview of ${name}` })).toHaveJSProperty(
      'naturalWidth',
      600,
    )
  }
  await expect(files.getByRole('listitem').nth(1)).toContainText('notes.txt')
  await expect(files.getByRole('listitem').nth(1).getByRole('img')).toHaveCount(0)
  await expect(files.getByRole('listitem').nth(1).getByRole('alert')).toHaveText(
    'Invalid file type: text/plain',
  )
  await expect(files.getByRole('listitem').nth(0)).toContainText('Waiting')
  expect(await seriousViolations(page)).toEqual([])
  await drawer.getByRole('button', { name: 'Remove notes.txt' }).click()
  await expect(files.getByRole('listitem')).toHaveCount(2)

  // Each file has the collection's fields of its own, checked before anything is sent.
  const detailsButton = drawer.getByRole('button', { name: `Details of ${names[0]}` })
  await detailsButton.click()
  await expect(detailsButton).toHaveAttribute('aria-expanded', 'true')
  const details = drawer.getByRole('region', { name: `Details of ${names[0]}` })
  const alt = details.getByLabel('Alternative text')
  await alt.fill('x'.repeat(301))
  await detailsButton.click()
  await expect(details).toBeHidden()
  await drawer.getByRole('button', { name: 'Upload files (2)' }).click()
  await expect(toast(page, `The details of ${names[0]} are not complete yet.`)).toBeVisible()
  await expect(details).toBeVisible()
  await expect(details.getByText(/300/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await alt.fill('A red square')

  const fullSpeed = await slowUploads(page, 512 * 1024)
  await drawer.getByRole('button', { name: 'Upload files (2)' }).click()
  await expect(drawer.getByText('Uploading 1 of 2')).toBeVisible()
  await expect(drawer.getByRole('progressbar', { name: `Uploading ${names[0]}` })).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('Uploading 2 of 2')).toBeVisible({ timeout: 20_000 })
  await expect(drawer.getByRole('progressbar', { name: `Uploading ${names[1]}` })).toBeVisible()
  await expect(files.getByRole('listitem').nth(0)).toContainText('Uploaded')
  await expect(toast(page, 'Files uploaded: 2.')).toBeVisible({ timeout: 20_000 })
  await fullSpeed()
  await expect(files.getByRole('listitem').nth(1)).toContainText('Uploaded')
  await drawer.getByRole('button', { name: 'Close' }).click()
  await expect(drawer).toBeHidden()
  for (const name of names) await expect(page.getByRole('link', { name })).toBeVisible()
  const found = await page.request.get(
    `/api/media?where[filename][equals]=${encodeURIComponent(names[0]!)}&depth=0`,
    { headers: sameOrigin(page) },
  )
  expect(((await found.json()) as { docs: { alt: string }[] }).docs[0]?.alt).toBe('A red square')
})

test('a stored image is cropped to an area drawn on it or typed, which cuts the file and makes its sizes again', async ({
  page,
  request,
  baseURL,
}) => {
  const created = await request.post(`${baseURL}/api/media`, {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: {
      file: { name: `crop-${run}.png`, mimeType: 'image/png', buffer: await halvesPNG() },
      _payload: JSON.stringify({ alt: 'To be cropped' }),
    },
  })
  expect(created.status()).toBe(201)
  const media = ((await created.json()) as { doc: { id: number } }).doc
  await page.goto(`/admin/collections/media/${media.id}`)
  const { panel, value } = details(page)
  await expect(value('Dimensions')).toHaveText('1600 × 1000')
  await panel.getByRole('button', { name: 'Crop' }).click()
  const values = panel.getByRole('group', { name: 'Set crop area' })
  await expect(values.getByLabel('Width (%)')).toHaveValue('100')

  // Drawn with the pointer, from a quarter in to three quarters.
  const frame = panel.locator('.crop-editor img')
  const box = (await frame.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 4 })
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75, { steps: 4 })
  await page.mouse.up()
  await expect(values.getByLabel('From the left (%)')).toHaveValue(/^2[45](\.\d)?$/)
  await expect(values.getByLabel('Width (%)')).toHaveValue(/^(49|50|51)(\.\d)?$/)
  expect(await seriousViolations(page)).toEqual([])

  // The four values share one row where there is room.
  const rows = new Set<number>()
  for (const input of await values.getByRole('spinbutton').all())
    rows.add(Math.round((await input.boundingBox())!.y))
  expect(rows.size).toBe(1)

  // Its corners and edges are handles: a corner moves its two edges, an edge its own, within the image.
  const crop = async () => {
    const read = async (label: string) => Number(await values.getByLabel(label).inputValue())
    return {
      x: await read('From the left (%)'),
      y: await read('From the top (%)'),
      width: await read('Width (%)'),
      height: await read('Height (%)'),
    }
  }
  const dragFrom = async (at: { x: number; y: number }, by: { x: number; y: number }) => {
    const start = { x: box.x + (box.width * at.x) / 100, y: box.y + (box.height * at.y) / 100 }
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move(start.x + by.x, start.y + by.y, { steps: 5 })
    await page.mouse.up()
  }
  // Percent of the image a drag of so many screen pixels covers (1600 × 1000 image pixels).
  const across = (px: number) => (px / box.width) * 100
  const down = (px: number) => (px / box.height) * 100
  const near = (actual: number, expected: number) =>
    expect(Math.abs(actual - expected)).toBeLessThan(0.5)

  const drawn = await crop()
  await dragFrom({ x: drawn.x + drawn.width, y: drawn.y + drawn.height }, { x: 40, y: 30 })
  const grown = await crop()
  expect({ x: grown.x, y: grown.y }).toEqual({ x: drawn.x, y: drawn.y })
  near(grown.width, drawn.width + across(40))
  near(grown.height, drawn.height + down(30))

  await dragFrom({ x: grown.x, y: grown.y }, { x: 30, y: 20 })
  const shrunk = await crop()
  near(shrunk.x, grown.x + across(30))
  near(shrunk.y, grown.y + down(20))
  near(shrunk.x + shrunk.width, grown.x + grown.width)
  near(shrunk.y + shrunk.height, grown.y + grown.height)

  // The top edge dragged far above the image stops at its top; the sides stay.
  await dragFrom({ x: shrunk.x + shrunk.width / 2, y: shrunk.y }, { x: 25, y: -box.height })
  const topped = await crop()
  expect(topped.y).toBe(0)
  near(topped.height, shrunk.y + shrunk.height)
  expect({ x: topped.x, width: topped.width }).toEqual({ x: shrunk.x, width: shrunk.width })

  // Typed: the left half, the whole height.
  await values.getByLabel('From the left (%)').fill('0')
  await values.getByLabel('From the top (%)').fill('0')
  await values.getByLabel('Width (%)').fill('50')
  await values.getByLabel('Height (%)').fill('100')
  const patched = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/media/${media.id}`,
  )
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await patched).status()).toBe(200)
  await expect(value('Dimensions')).toHaveText('800 × 1000')
  await expect(panel.getByRole('button', { name: 'Crop' })).toBeVisible()
  const sizes = panel.getByRole('region', { name: 'Sizes' })
  await expect(sizes.getByRole('listitem').filter({ hasText: 'card' })).toContainText('768 × 960')
  // What is left is the red half: the file and its sizes.
  const file = await redAndBlue(
    page,
    (await panel.getByRole('link', { name: /^Open / }).getAttribute('href'))!,
  )
  expect(file.red).toBeGreaterThan(200)
  expect(file.blue).toBeLessThan(100)
  const thumbnail = await redAndBlue(
    page,
    (await sizes.getByRole('link', { name: 'thumbnail' }).getAttribute('href'))!,
  )
  expect(thumbnail.red).toBeGreaterThan(200)
})

/** A second of a moving square as WebM, recorded by the browser itself (MediaRecorder on a canvas). */
async function recordedWebM(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 180
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    for (let frame = 0; frame < 25; frame++) {
      context.fillStyle = '#0f172a'
      context.fillRect(0, 0, 320, 180)
      context.fillStyle = '#f59e0b'
      context.fillRect(frame * 10, 60, 60, 60)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  })
  return Buffer.from(base64, 'base64')
}

test('a video is uploaded and previewed with its dimensions, and a click on it sets the focal point that is saved', async ({
  page,
}) => {
  await page.goto('/admin/collections/media/create')
  const buffer = await recordedWebM(page)
  const filename = `square-${run}.webm`
  const { panel, value } = details(page)
  await chooseFile(page, 'Select a file', { name: filename, mimeType: 'video/webm', buffer })
  await expect(value('MIME type')).toHaveText('video/webm')
  await expect(value('Dimensions')).toHaveText('320 × 180')
  await page.getByLabel('Alternative text').fill('An orange square crossing the frame')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, /successfully/i)).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/media\/\d+(\?|$)/)
  const id = new URL(page.url()).pathname.split('/').pop()!

  // Stored, it is shown as a video again (whether the mime type starts with image decides).
  await expect(panel.locator('video')).toHaveCount(1)
  const focal = panel.getByRole('button', { name: 'Set focal point' })
  const box = (await focal.boundingBox())!
  await focal.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } })
  await expect(
    panel.getByText(/^Focal point: 2[456] % from the left, 7[456] % from the top$/),
  ).toBeVisible()
  // The first save's toast may still show: wait for this save's own answer.
  const patched = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/media/${id}`,
  )
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await patched).status()).toBe(200)
  const saved = await page.request.get(`/api/media/${id}?depth=0`, { headers: sameOrigin(page) })
  const doc = (await saved.json()) as { focalX: number; focalY: number; mimeType: string }
  expect(doc.mimeType).toBe('video/webm')
  expect(doc.focalX).toBeGreaterThanOrEqual(24)
  expect(doc.focalX).toBeLessThanOrEqual(26)
  expect(doc.focalY).toBeGreaterThanOrEqual(74)
  expect(doc.focalY).toBeLessThanOrEqual(76)
})

test('a chosen image is cropped before its first upload: only the area kept is stored', async ({
  page,
}) => {
  await page.goto('/admin/collections/media/create')
  const { panel, value } = details(page)
  await chooseFile(page, 'Select a file', {
    name: `precrop-${run}.png`,
    mimeType: 'image/png',
    buffer: await halvesPNG(),
  })
  await expect(value('Dimensions')).toHaveText('1600 × 1000')
  await panel.getByRole('button', { name: 'Crop' }).click()
  const values = panel.getByRole('group', { name: 'Set crop area' })
  await expect(values.getByLabel('Width (%)')).toHaveValue('100')
  // The crop view on a file not stored yet (the stored one is checked above).
  expect(await seriousViolations(page)).toEqual([])
  // The right half: all blue.
  await values.getByLabel('From the left (%)').fill('50')
  await values.getByLabel('From the top (%)').fill('0')
  await values.getByLabel('Width (%)').fill('50')
  await values.getByLabel('Height (%)').fill('100')
  await page.getByLabel('Alternative text').fill('The blue half')
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/media',
  )
  await page.getByRole('button', { name: 'Save' }).click()
  const answer = await created
  expect(answer.status()).toBe(201)
  const doc = ((await answer.json()) as { doc: { url: string; width: number; height: number } }).doc
  expect({ width: doc.width, height: doc.height }).toEqual({ width: 800, height: 1000 })
  const colours = await redAndBlue(page, doc.url)
  expect(colours.blue).toBeGreaterThan(200)
  expect(colours.red).toBeLessThan(60)
  await expect(page).toHaveURL(/\/media\/\d+(\?|$)/)
  await expect(value('Dimensions')).toHaveText('800 × 1000')
})
