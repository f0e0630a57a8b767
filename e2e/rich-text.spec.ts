import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { SelectField } from './pages/SelectField'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'
import { createMedia } from './support/media'

// The richtext plugin's editor on the showcase's Content field: the toolbar, the keyboard, saving
// and reading back, paste from HTML, the link, relationship and upload drawers, and the server's
// refusal of a script link.

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Content formatting' })
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true })
const blockFormat = (page: Page) => toolbar(page).getByRole('button', { name: /^Block format/ })

/** The rich-text editor's own chunk, downloaded when a person reaches for the field. */
const EDITOR_CHUNK = /\/plugin-richtext-later-[\w-]+\.js$/

/** A showcase document saved with this rich text, by the admin; its id. */
async function savedShowcase(
  request: APIRequestContext,
  baseURL: string,
  title: string,
  content: unknown[],
): Promise<number> {
  const api = await apiAsAdmin(request, baseURL)
  const { doc } = await api.post('/showcase', {
    title: `${title} ${Date.now().toString(36)}`,
    content,
  })
  return doc.id as number
}

/** Chooses a block format from the toolbar's menu with the mouse; the text has the focus again. */
async function chooseBlockFormat(page: Page, name: string) {
  await blockFormat(page).click()
  await page
    .getByRole('menu', { name: 'Block format' })
    .getByRole('menuitemradio', { name, exact: true })
    .click()
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(editor(page)).toBeFocused()
}

async function openNewShowcase(
  page: Page,
  request: Parameters<typeof apiAsAdmin>[0],
  baseURL: string,
) {
  const api = await apiAsAdmin(request, baseURL)
  const { doc } = await api.post('/showcase', { title: `Rich text ${Date.now().toString(36)}` })
  await page.goto(`/admin/collections/showcase/${doc.id}`)
  await expect(editor(page)).toBeEditable()
  return doc.id
}

async function storedContent(page: Page, id: number | string): Promise<unknown> {
  const res = await page.request.get(`/api/showcase/${id}?depth=0`, {
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { content: unknown }).content
}

test('builds a text with every block format and mark by toolbar and keyboard, saves it, and reads it back the same', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await openNewShowcase(page, request, baseURL!)
  const edit = new EditPage(page)
  const box = editor(page)
  // The field's label focuses the text, as a label does an input.
  await page.locator('label', { hasText: /^Content/ }).click()
  await expect(box).toBeFocused()
  await box.click()

  await page.keyboard.type('Heading')
  await chooseBlockFormat(page, 'Heading 2')
  await expect(blockFormat(page)).toHaveAccessibleName('Block format Heading 2')
  await page.keyboard.press('Enter')

  await expect(blockFormat(page)).toHaveAccessibleName('Block format Paragraph')
  await page.keyboard.type('Plain ')
  for (const [shortcut, word] of [
    ['Control+b', 'bold'],
    ['Control+i', 'italic'],
    ['Control+u', 'underlined'],
    ['Control+Shift+x', 'struck'],
    ['Control+e', 'code'],
  ] as const) {
    await page.keyboard.press(shortcut)
    await page.keyboard.type(word)
    await page.keyboard.press(shortcut)
    await page.keyboard.type(' ')
  }
  await page.keyboard.press('Enter')

  // By keyboard: the menu opens on Arrow Down; Enter chooses and returns to the text.
  await blockFormat(page).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menu', { name: 'Block format' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('End')
  await expect(page.getByRole('menuitemradio', { name: 'Quote' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(box).toBeFocused()
  await page.keyboard.type('Quoted')
  await page.keyboard.press('Enter')
  await chooseBlockFormat(page, 'Paragraph')
  await tool(page, 'Align center').click()
  await expect(tool(page, 'Align center')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('Centred')
  await page.keyboard.press('Enter')
  await tool(page, 'Align center').click()

  await tool(page, 'Bulleted list').click()
  await page.keyboard.type('One')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Two')
  // Tab in a list item nests it under the one before.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.type('Three')
  // Enter on an empty item leaves the list.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(tool(page, 'Bulleted list')).toHaveAttribute('aria-pressed', 'false')
  await tool(page, 'Indent').click()
  await page.keyboard.type('Indented')

  await edit.save().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()

  const expected = [
    { type: 'h2', children: [{ text: 'Heading' }] },
    {
      type: 'paragraph',
      children: [
        { text: 'Plain ' },
        { text: 'bold', bold: true },
        { text: ' ' },
        { text: 'italic', italic: true },
        { text: ' ' },
        { text: 'underlined', underline: true },
        { text: ' ' },
        { text: 'struck', strikethrough: true },
        { text: ' ' },
        { text: 'code', code: true },
        { text: ' ' },
      ],
    },
    { type: 'blockquote', children: [{ text: 'Quoted' }] },
    { type: 'paragraph', textAlign: 'center', children: [{ text: 'Centred' }] },
    {
      type: 'ul',
      children: [
        {
          type: 'li',
          children: [
            { type: 'paragraph', children: [{ text: 'One' }] },
            { type: 'ul', children: [{ type: 'li', children: [{ text: 'Two' }] }] },
          ],
        },
        { type: 'li', children: [{ text: 'Three' }] },
      ],
    },
    { type: 'indent', children: [{ type: 'paragraph', children: [{ text: 'Indented' }] }] },
  ]
  expect(await storedContent(page, id)).toEqual(expected)

  await page.reload()
  await expect(box.getByRole('heading', { level: 2, name: 'Heading' })).toBeVisible()
  await expect(box.locator('strong')).toHaveText('bold')
  await expect(box.locator('em')).toHaveText('italic')
  await expect(box.locator('u')).toHaveText('underlined')
  await expect(box.locator('s')).toHaveText('struck')
  await expect(box.locator('code')).toHaveText('code')
  await expect(box.locator('blockquote')).toHaveText('Quoted')
  await expect(box.getByText('Centred')).toHaveCSS('text-align', 'center')
  await expect(box.getByRole('list').first().getByRole('listitem')).toHaveCount(3)
  await expect(box.getByText('Indented')).toBeVisible()
  // Unchanged after the reload: nothing to save.
  expect(await storedContent(page, id)).toEqual(expected)
})

test('pasted HTML from a web page keeps its headings, lists, links and marks, and loses its scripts and styles', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await openNewShowcase(page, request, baseURL!)
  const edit = new EditPage(page)
  await editor(page).click()
  // A paste goes to the editor itself, which the click has brought (the text is drawn before it).
  await expect(editor(page)).toHaveAttribute('contenteditable', 'true')
  await editor(page).evaluate((element) => {
    const data = new DataTransfer()
    data.setData(
      'text/html',
      '<style>h1 { color: red }</style><script>window.pasted = true</script>' +
        '<h1>Pasted title</h1><p>With <b>bold</b> and a <a href="https://example.com/x">link</a>.</p>' +
        '<ol><li>First</li><li>Second</li></ol>',
    )
    data.setData('text/plain', 'Pasted title With bold and a link. First Second')
    // What Chromium sends an editor for a paste (a page's script cannot read the clipboard).
    element.dispatchEvent(
      new InputEvent('beforeinput', {
        inputType: 'insertFromPaste',
        dataTransfer: data,
        bubbles: true,
        cancelable: true,
      }),
    )
  })
  const box = editor(page)
  await expect(box.getByRole('heading', { level: 1, name: 'Pasted title' })).toBeVisible()
  await expect(box.getByRole('link', { name: 'link' })).toHaveAttribute(
    'href',
    'https://example.com/x',
  )
  await expect(box.getByRole('list').getByRole('listitem')).toHaveText(['First', 'Second'])
  expect(await page.evaluate(() => (window as { pasted?: boolean }).pasted)).toBeUndefined()

  await edit.save().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()
  const stored = JSON.stringify(await storedContent(page, id))
  expect(stored).toContain('"type":"h1"')
  expect(stored).toContain('"url":"https://example.com/x"')
  expect(stored).not.toMatch(/color|pasted = true/)
})

test('a link is added from the toolbar’s drawer, and a script link is refused by the server, nothing saved', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await openNewShowcase(page, request, baseURL!)
  const edit = new EditPage(page)
  const box = editor(page)
  await box.click()
  await page.keyboard.type('Read more')
  await page.keyboard.press('Control+a')
  await tool(page, 'Link').click()
  const dialog = page.getByRole('dialog', { name: 'Add Link' })
  await expect(dialog.getByRole('textbox', { name: 'Text to display' })).toHaveValue('Read more')
  await dialog.getByRole('textbox', { name: 'Enter a URL' }).fill('https://example.com/more')
  await dialog.getByRole('checkbox', { name: 'Open in new tab' }).check()
  // The link's extra field (the demo's editor declares `rel`).
  const rel = new SelectField(page, 'Relationship to the linked page', dialog)
  await rel.combobox().fill('nofo')
  await rel.option('nofollow').click()
  await expect(rel.chips()).toHaveText(['nofollow'])
  await dialog.getByRole('button', { name: 'Save link' }).click()
  await expect(box.getByRole('link', { name: 'Read more' })).toHaveAttribute(
    'href',
    'https://example.com/more',
  )
  await edit.save().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()
  const link = {
    type: 'link',
    linkType: 'custom',
    url: 'https://example.com/more',
    newTab: true,
    fields: { rel: ['nofollow'] },
    children: [{ text: 'Read more' }],
  }
  expect(JSON.stringify(await storedContent(page, id))).toContain(JSON.stringify(link).slice(1, -1))

  await box.getByText('Read more').click()
  await tool(page, 'Link').click()
  const editing = page.getByRole('dialog', { name: 'Edit Link' })
  await expect(editing.getByRole('textbox', { name: 'Enter a URL' })).toHaveValue(
    'https://example.com/more',
  )
  await editing.getByRole('textbox', { name: 'Enter a URL' }).fill('javascript:alert(1)')
  await editing.getByRole('button', { name: 'Save link' }).click()
  await edit.save().click()
  await expect(
    page.getByText(/The link address "javascript:alert\(1\)" at .+ is not allowed\./).first(),
  ).toBeVisible()
  expect(JSON.stringify(await storedContent(page, id))).toContain(
    '"url":"https://example.com/more"',
  )
  expect(JSON.stringify(await storedContent(page, id))).not.toContain('javascript:')
})

test('relationships, uploads with their extra fields and internal links come from their drawers, are swapped and removed, and are saved as ids', async ({
  page,
  context,
  baseURL,
}) => {
  const run = Date.now().toString(36)
  const api = await apiAsAdmin(context.request, baseURL!)
  const { doc: about } = await api.post('/pages', { title: `About ${run}`, slug: `about-${run}` })
  const { doc: team } = await api.post('/pages', { title: `Team ${run}`, slug: `team-${run}` })
  const image = await createMedia(context.request, baseURL!, {
    filename: `inline-${run}.png`,
    alt: 'A green square',
    color: '#22aa77',
  })
  const id = await openNewShowcase(page, context.request, baseURL!)
  const edit = new EditPage(page)
  const box = editor(page)
  await box.click()
  await page.keyboard.type('Intro')

  // A relationship: the drawer offers the collections that allow it; picking a page inserts it.
  await tool(page, 'Relationship').click()
  const adding = page.getByRole('dialog', { name: 'Add Relationship' })
  await adding.getByRole('combobox', { name: 'Relation To' }).selectOption({ label: 'Pages' })
  await adding.getByRole('combobox', { name: 'Related Document' }).fill(`About ${run}`)
  await page.getByRole('option', { name: `About ${run}` }).click()
  await expect(adding).toBeHidden()
  await expect(box.getByText(`About ${run}`)).toBeVisible()

  // Swapped for another page, in place.
  await box.getByRole('button', { name: 'Swap Relationship' }).click()
  const swapping = page.getByRole('dialog', { name: 'Swap Relationship' })
  await swapping.getByRole('combobox', { name: 'Relation To' }).selectOption({ label: 'Pages' })
  await swapping.getByRole('combobox', { name: 'Related Document' }).fill(`Team ${run}`)
  await page.getByRole('option', { name: `Team ${run}` }).click()
  await expect(box.getByText(`Team ${run}`)).toBeVisible()
  await expect(box.getByText(`About ${run}`)).toBeHidden()

  // An upload from the media library, with a caption in its extra fields.
  await tool(page, 'Upload').click()
  const chooser = page.getByRole('dialog', { name: 'Select existing Media' })
  await chooser.getByRole('searchbox').fill(`inline-${run}`)
  await chooser.getByRole('option', { name: image.filename }).click()
  await expect(chooser).toBeHidden()
  await expect(box.getByText(image.filename)).toBeVisible()
  await box.getByRole('button', { name: 'Edit fields' }).click()
  const fields = page.getByRole('dialog', { name: `Edit ${image.filename} data` })
  const caption = fields.getByRole('textbox', { name: 'Caption' })
  // The server checks the drawer's fields while they are typed (a form-state request with the
  // field's schema path): a caption over 300 characters is said to be too long, then fixed.
  const checked = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/folio/form-state') &&
      (r.postDataJSON() as { schemaPath?: string }).schemaPath === 'content.upload.media',
  )
  await caption.fill('x'.repeat(301))
  await checked
  await expect(fields.getByText(/300/)).toBeVisible()
  await caption.fill('A green square, small')
  await expect(fields.getByText(/300/)).toBeHidden()
  // A relationship among the extra fields: the image links to a page.
  await fields
    .getByRole('combobox', { name: 'Image links to: Relation To' })
    .selectOption({ label: 'Page' })
  await fields.getByRole('combobox', { name: 'Image links to', exact: true }).fill(`About ${run}`)
  await page.getByRole('option', { name: `About ${run}` }).click()
  await expect(fields.getByText(`About ${run}`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await fields.getByRole('button', { name: 'Save changes' }).click()
  await expect(fields).toBeHidden()

  // An internal link to a page on the selected word.
  await box.getByText('Intro').dblclick()
  await tool(page, 'Link').click()
  const link = page.getByRole('dialog', { name: 'Add Link' })
  await link.getByRole('radio', { name: 'Internal Link' }).check()
  await link.getByRole('combobox', { name: 'Relation To' }).selectOption({ label: 'Pages' })
  await link.getByRole('combobox', { name: 'Choose a document to link to' }).fill(`About ${run}`)
  await page.getByRole('option', { name: `About ${run}` }).click()
  await expect(link.getByText(`About ${run}`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await link.getByRole('button', { name: 'Save link' }).click()
  await expect(box.getByRole('link', { name: 'Intro' })).toBeVisible()

  await edit.save().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()
  const stored = (await storedContent(page, id)) as Record<string, unknown>[]
  expect(stored).toEqual([
    {
      type: 'paragraph',
      children: [
        { text: '' },
        {
          type: 'link',
          linkType: 'internal',
          doc: { relationTo: 'pages', value: { id: about.id } },
          newTab: false,
          children: [{ text: 'Intro' }],
        },
        { text: '' },
      ],
    },
    { type: 'relationship', relationTo: 'pages', value: { id: team.id }, children: [{ text: '' }] },
    {
      type: 'upload',
      relationTo: 'media',
      value: { id: image.id },
      fields: {
        caption: 'A green square, small',
        linkTo: { relationTo: 'pages', value: about.id },
      },
      children: [{ text: '' }],
    },
    { type: 'paragraph', children: [{ text: '' }] },
  ])
  // An API client reading with depth 1 gets the page the image links to.
  const read = await page.request.get(`/api/showcase/${id}?depth=1`, {
    headers: { Origin: new URL(page.url()).origin },
  })
  const populated = (await read.json()) as { content: { fields?: { linkTo?: unknown } }[] }
  expect(populated.content[2]!.fields!.linkTo).toMatchObject({
    relationTo: 'pages',
    value: { id: about.id, title: `About ${run}` },
  })

  // Removed, saved, and the reloaded editor shows what is left.
  await box.getByRole('button', { name: `Remove Relationship: Team ${run}` }).click()
  await edit.save().click()
  await expect(edit.toast('Updated successfully.').last()).toBeVisible()
  await expect
    .poll(async () => JSON.stringify(await storedContent(page, id)))
    .not.toContain('"relationship"')
  await page.reload()
  await expect(box.getByText(image.filename)).toBeVisible()
  await expect(box.getByRole('link', { name: 'Intro' })).toBeVisible()
  await expect(box.getByText(`Team ${run}`)).toBeHidden()
})

test('the text is drawn before the editor’s code, which loads only when a person reaches for it; a click and the keys typed meanwhile land where they were made', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await savedShowcase(request, baseURL!, 'On intent', [
    { type: 'h2', children: [{ text: 'Drawn first' }] },
    { type: 'paragraph', children: [{ text: 'Click after me' }] },
  ])
  const asked: string[] = []
  let letGo!: () => void
  const released = new Promise<void>((resolve) => (letGo = resolve))
  await page.route(EDITOR_CHUNK, async (route) => {
    asked.push(new URL(route.request().url()).pathname)
    await released
    await route.continue().catch(() => undefined)
  })
  await page.goto(`/admin/collections/showcase/${id}`)
  const box = editor(page)
  await expect(box.getByRole('heading', { level: 2, name: 'Drawn first' })).toBeVisible()
  await expect(tool(page, 'Bold')).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Nobody has reached for the field: its editor was not downloaded.
  expect(asked).toEqual([])
  await expect(box).not.toHaveAttribute('contenteditable', 'true')
  expect(await seriousViolations(page)).toEqual([])

  // A click past the end of the paragraph's line, and typing at once, while the editor downloads.
  const paragraph = box.locator('p', { hasText: 'Click after me' })
  const line = (await paragraph.boundingBox())!
  await page.mouse.click(line.x + line.width - 4, line.y + line.height / 2)
  await page.keyboard.type(' and here')
  await expect.poll(() => asked.length).toBe(1)
  await expect(box).not.toHaveAttribute('contenteditable', 'true')
  letGo()

  await expect(box).toHaveAttribute('contenteditable', 'true')
  await expect(box).toBeFocused()
  await expect(paragraph).toHaveText('Click after me and here')
  await page.keyboard.type('!')
  await expect(box.locator('p')).toHaveText('Click after me and here!')
  await expect(box.getByRole('heading', { level: 2 })).toHaveText('Drawn first')

  const edit = new EditPage(page)
  await edit.save().click()
  await expect(edit.toast('Updated successfully.')).toBeVisible()
  expect(await storedContent(page, id)).toEqual([
    { type: 'h2', children: [{ text: 'Drawn first' }] },
    { type: 'paragraph', children: [{ text: 'Click after me and here!' }] },
  ])
})

test('when the editor’s code cannot be downloaded, a press in the drawn text says so, and the next one loads it', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await savedShowcase(request, baseURL!, 'Offline editor', [
    { type: 'paragraph', children: [{ text: 'Still here' }] },
  ])
  let isOffline = true
  await page.route(EDITOR_CHUNK, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.goto(`/admin/collections/showcase/${id}`)
  const box = editor(page)
  const paragraph = box.locator('p', { hasText: 'Still here' })
  await paragraph.click()
  await page.keyboard.type(' lost')
  const edit = new EditPage(page)
  await expect(
    edit.toast('The editor could not be loaded. It is tried again when you click the text.'),
  ).toBeVisible()
  await expect(box).not.toHaveAttribute('contenteditable', 'true')
  await expect(paragraph).toHaveText('Still here')

  isOffline = false
  await paragraph.click()
  await expect(box).toHaveAttribute('contenteditable', 'true')
  await page.keyboard.press('End')
  await page.keyboard.type(' and found')
  // What was typed while the download failed was dropped, not played in later.
  await expect(box.locator('p')).toHaveText('Still here and found')
})

test('relationship and upload cards in the text have one width, and a long file name shows as much as fits, whole in its tooltip', async ({
  page,
  request,
  baseURL,
}) => {
  const run = Date.now().toString(36)
  const api = await apiAsAdmin(request, baseURL!)
  const { doc: page1 } = await api.post('/pages', { title: `Card ${run}`, slug: `card-${run}` })
  const image = await createMedia(request, baseURL!, {
    filename: `a-long-file-name-of-a-photograph-taken-on-a-summer-holiday-by-the-sea-${run}.png`,
    alt: 'A purple square',
    color: '#aa2277',
  })
  const id = await savedShowcase(request, baseURL!, 'Cards', [
    {
      type: 'relationship',
      relationTo: 'pages',
      value: { id: page1.id },
      children: [{ text: '' }],
    },
    { type: 'upload', relationTo: 'media', value: { id: image.id }, children: [{ text: '' }] },
  ])
  await page.goto(`/admin/collections/showcase/${id}`)
  const box = editor(page)
  const title = box.getByText(`Card ${run}`)
  const name = box.getByText(image.filename)
  await expect(title).toBeVisible()
  await expect(name).toBeVisible()

  // The relationship card is the title's parent; the upload card holds the name's text block.
  const relationshipCard = (await title.locator('..').boundingBox())!
  const uploadCard = (await name.locator('../..').boundingBox())!
  expect(uploadCard.width).toBeCloseTo(relationshipCard.width, 0)
  // The name has the card's width beside the thumbnail, not what the buttons leave of it.
  const shown = (await name.boundingBox())!
  expect(shown.width).toBeGreaterThan(uploadCard.width * 0.6)
  await expect(name).toHaveAttribute('title', image.filename)
  await expect(name).toHaveCSS('text-overflow', 'ellipsis')
})
