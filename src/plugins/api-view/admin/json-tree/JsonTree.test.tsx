// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInput } from '../../../../admin/test-support/render-input'
import type { JsonField } from '../../../../shared/client-config'
import stringsDe from '../strings/de.json'
import { stringsEn } from '../strings/en'
import { buildJsonTreeBenchDocument } from './bench-fixture'
import { JsonTree, WINDOWED_ABOVE, type JsonTreeProps } from './JsonTree'

afterEach(cleanup)

const longText = 'x'.repeat(250)
const document = {
  id: 7,
  title: 'Hello',
  meta: { description: longText, image: { id: 3, alt: null } },
  tags: ['news'],
  isFeatured: true,
}

function renderTree(
  value: unknown,
  props: Partial<JsonTreeProps> = {},
  strings: Record<string, string> = stringsEn,
) {
  const Tree = () => <JsonTree value={value} label="API result" {...props} />
  return renderInput(Tree, { type: 'json' } as JsonField, undefined, {
    strings: { 'api-view': strings },
  })
}

const tree = () => screen.getByRole('tree', { name: 'API result' })
const items = () => within(tree()).queryAllByRole('treeitem')
const names = () => items().map((item) => item.textContent)
const item = (name: string) => within(tree()).getByRole('treeitem', { name })
const focused = () => window.document.activeElement?.textContent

describe('JsonTree', () => {
  it('is a tree of the top-level entries and the contents of their containers', () => {
    renderTree(document)
    expect(names()).toEqual([
      'id: 7',
      'title: "Hello"',
      'meta: ',
      `description: "${'x'.repeat(200)}…"Show all (250 characters)`,
      'image: { 2 keys }',
      'tags: ',
      '0: "news"',
      'isFeatured: true',
    ])
    const meta = item('meta:')
    expect(meta.getAttribute('aria-expanded')).toBe('true')
    expect([meta.ariaLevel, meta.ariaSetSize, meta.ariaPosInSet]).toEqual(['1', '5', '3'])
    const image = item('image: { 2 keys }')
    expect(image.getAttribute('aria-expanded')).toBe('false')
    expect([image.ariaLevel, image.ariaSetSize, image.ariaPosInSet]).toEqual(['2', '2', '2'])
    expect(item('id: 7').hasAttribute('aria-expanded')).toBe(false)
    // One tab stop: the first row.
    expect(items().map((row) => row.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1])
  })

  it('counts the entries of closed containers', () => {
    renderTree(document, { defaultExpandedDepth: 0 })
    expect(names()).toContain('meta: { 2 keys }')
    expect(names()).toContain('tags: [ 1 item ]')
    cleanup()
    renderTree({ list: [1, 2, 3], one: { a: 1 }, empty: {}, none: [] }, { defaultExpandedDepth: 0 })
    expect(names()).toEqual(['list: [ 3 items ]', 'one: { 1 key }', 'empty: {}', 'none: []'])
  })

  it('expands and collapses all', async () => {
    const user = userEvent.setup()
    renderTree(document)
    await user.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(names()).toContain('alt: null')
    expect(items().every((row) => row.getAttribute('aria-expanded') !== 'false')).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(names()).toEqual([
      'id: 7',
      'title: "Hello"',
      'meta: { 2 keys }',
      'tags: [ 1 item ]',
      'isFeatured: true',
    ])
  })

  it('moves through the rows with the arrow keys, Home and End, and opens and closes them', async () => {
    const user = userEvent.setup()
    renderTree(document)
    await user.tab()
    await user.tab()
    await user.tab()
    expect(focused()).toBe('id: 7')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(focused()).toBe('meta: ')
    expect(items().filter((row) => row.tabIndex === 0)).toEqual([item('meta:')])
    await user.keyboard('{ArrowLeft}')
    expect(item('meta: { 2 keys }').getAttribute('aria-expanded')).toBe('false')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(focused()).toContain('description:')
    await user.keyboard('{ArrowDown}{ArrowRight}')
    expect(item('image:').getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{ArrowRight}')
    expect(focused()).toBe('id: 3')
    await user.keyboard('{ArrowLeft}')
    expect(focused()).toBe('image: ')
    await user.keyboard('{ArrowLeft}')
    expect(focused()).toBe('image: { 2 keys }')
    await user.keyboard('{End}')
    expect(focused()).toBe('isFeatured: true')
    await user.keyboard('{Home}')
    expect(focused()).toBe('id: 7')
  })

  it('toggles a container with Enter, Space and a click', async () => {
    const user = userEvent.setup()
    renderTree(document)
    await user.click(item('tags:'))
    expect(items().find((row) => row.tabIndex === 0)).toBe(item('tags: [ 1 item ]'))
    expect(focused()).toBe('tags: [ 1 item ]')
    await user.keyboard('{Enter}')
    expect(item('tags:').getAttribute('aria-expanded')).toBe('true')
    await user.keyboard(' ')
    expect(item('tags: [ 1 item ]').getAttribute('aria-expanded')).toBe('false')
  })

  it('hands the tab stop to the parent when its row is collapsed away', async () => {
    const user = userEvent.setup()
    renderTree(document)
    await user.click(item('0: "news"'))
    await user.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(items().find((row) => row.tabIndex === 0)).toBe(item('tags: [ 1 item ]'))
  })

  it('folds a long string and shows all of it on demand', async () => {
    const user = userEvent.setup()
    renderTree(document)
    await user.click(screen.getByRole('button', { name: 'Show all (250 characters)' }))
    expect(focused()).toBe(`description: "${longText}"Show less`)
    await user.keyboard('{Enter}')
    expect(focused()).toBe(`description: "${'x'.repeat(200)}…"Show all (250 characters)`)
    await user.keyboard(' ')
    expect(focused()).toBe(`description: "${longText}"Show less`)
  })

  it('draws a value without entries as one row', () => {
    renderTree('just text')
    expect(names()).toEqual(['"just text"'])
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull()
  })

  it('speaks German', async () => {
    const user = userEvent.setup()
    renderTree({ list: [1, 2], text: longText }, { defaultExpandedDepth: 0 }, stringsDe)
    expect(names()).toEqual([
      'list: [ 2 Einträge ]',
      `text: "${'x'.repeat(200)}…"Alles zeigen (250 Zeichen)`,
    ])
    await user.click(screen.getByRole('button', { name: 'Alle aufklappen' }))
    expect(names()).toContain('1: 2')
  })
})

describe('JsonTree with a large document', () => {
  const big = buildJsonTreeBenchDocument()
  const rowCount = (big.rows as unknown[]).length

  it('draws all rows of a small document', () => {
    const small = Object.fromEntries(Array.from({ length: WINDOWED_ABOVE }, (_, i) => [`k${i}`, i]))
    renderTree(small)
    expect(items()).toHaveLength(WINDOWED_ABOVE)
  })

  it('draws only the rows in view of a 1 MB document, also when all is expanded', async () => {
    const user = userEvent.setup()
    renderTree(big)
    // jsdom's viewport is 768 px high: about 28 rows, and the overscan below them.
    expect(items().length).toBeLessThan(60)
    expect(names().slice(0, 6)).toEqual([
      'id: "bench-document"',
      'title: "A large document"',
      'createdAt: "2024-01-01T00:00:00.000Z"',
      'updatedAt: "2024-12-30T00:00:00.000Z"',
      '_status: "published"',
      'rows: ',
    ])
    const rows = item('rows:')
    expect(rows.ariaExpanded).toBe('true')
    // The tree is as tall as all its rows: the 5 fields, rows, and its entries.
    expect(tree().style.blockSize).toBe(`${(6 + rowCount) * 28}px`)
    await user.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(items().length).toBeLessThan(60)
    expect(parseFloat(tree().style.blockSize)).toBeGreaterThan(rowCount * 10 * 28)
  })

  it('keeps the focused row drawn when it is far from the rows in view', async () => {
    const user = userEvent.setup()
    renderTree(big)
    act(() => item('id: "bench-document"').focus())
    await user.keyboard('{End}')
    const last = window.document.activeElement as HTMLElement
    expect(last.ariaPosInSet).toBe(String(rowCount))
    expect(last.textContent).toBe('1999: { 10 keys }')
    expect(items().at(-1)).toBe(last)
    expect(items().length).toBeLessThan(61)
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(focused()).toBe('id: "row-01999"')
  })
})
