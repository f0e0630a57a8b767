import { expect, test, type Page } from '@playwright/test'
import { EditPage } from './pages/EditPage'
import { apiAsAdmin } from './support/accounts'
import { seriousViolations } from './support/axe'

// The richtext plugin's editor on the showcase's Content field: the toolbar, the keyboard, saving
// and reading back, paste from HTML, and the server's refusal of a script link.

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Content formatting' })
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true })
const blockFormat = (page: Page) => toolbar(page).getByRole('button', { name: /^Block format/ })

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

test('a link is added from the toolbar’s dialog, and a script link is refused by the server, nothing saved', async ({
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
  const dialog = page.getByRole('dialog', { name: 'Link' })
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://example.com/more')
  await dialog.getByRole('checkbox', { name: 'Open in new tab' }).check()
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
    children: [{ text: 'Read more' }],
  }
  expect(JSON.stringify(await storedContent(page, id))).toContain(JSON.stringify(link).slice(1, -1))

  await box.getByText('Read more').click()
  await tool(page, 'Link').click()
  await dialog.getByRole('textbox', { name: 'URL' }).fill('javascript:alert(1)')
  await dialog.getByRole('button', { name: 'Save link' }).click()
  await edit.save().click()
  await expect(
    page.getByText(/The link address "javascript:alert\(1\)" at .+ is not allowed\./).first(),
  ).toBeVisible()
  expect(JSON.stringify(await storedContent(page, id))).toContain(
    '"url":"https://example.com/more"',
  )
  expect(JSON.stringify(await storedContent(page, id))).not.toContain('javascript:')
})
