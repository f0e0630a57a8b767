import { describe, expect, it } from 'vitest'
import type { ClientField, LayoutNode } from '../../../../shared/client-config'
import { FIELD_TYPES } from '../../../../shared/field-types'
import { buildDiff, type DiffNode, type RowsDiff, type SectionDiff } from './build-diff'

const admin = {}
const text = (name: string, extra: Partial<ClientField> = {}) =>
  ({ type: 'text', name, admin, ...extra }) as ClientField
const leaf = (path: string): LayoutNode => ({ kind: 'field', path })
const find = (nodes: DiffNode[], key: string): DiffNode | undefined => {
  for (const node of nodes) {
    if (node.key === key) return node
    const inner =
      node.kind === 'section'
        ? node.children
        : node.kind === 'rows'
          ? node.rows.flatMap((r) => r.children)
          : []
    const hit = find(inner, key)
    if (hit) return hit
  }
  return undefined
}

const blocks = {
  type: 'blocks',
  name: 'layout',
  admin,
  blocks: [
    {
      slug: 'hero',
      labels: { singular: 'Hero', plural: 'Heroes' },
      fields: [text('heading')],
      layout: [leaf('heading')],
    },
    {
      slug: 'quote',
      labels: { singular: 'Quote', plural: 'Quotes' },
      fields: [text('quote')],
      layout: [leaf('quote')],
    },
  ],
} as ClientField

describe('buildDiff', () => {
  it('compares fields in the layout, inside named and unnamed tabs and groups, counting the changes', () => {
    const fields = [
      text('title'),
      text('seo.title'),
      { type: 'number', name: 'stats.views', admin } as ClientField,
      text('note'),
    ]
    const layout: LayoutNode[] = [
      leaf('title'),
      {
        kind: 'tabs',
        tabs: [
          { label: 'Content', children: [leaf('note')] },
          { label: 'Stats', path: 'stats', children: [leaf('stats.views')] },
        ],
      },
      { kind: 'group', path: 'seo', label: 'SEO', children: [leaf('seo.title')] },
    ]
    const diff = buildDiff({
      fields,
      layout,
      before: { title: 'A', note: 'same', stats: { views: 1 }, seo: { title: 'x' } },
      after: { title: 'B', note: 'same', stats: { views: 2 }, seo: { title: 'x' } },
    })
    expect(diff.map((n) => n.changed)).toEqual([1, 0, 1, 0])
    const tabs = diff.filter((n): n is SectionDiff => n.kind === 'section')
    expect(tabs.map((t) => t.label)).toEqual(['Content', 'Stats', 'SEO'])
    expect(tabs[1]!.children[0]).toMatchObject({ before: 1, after: 2, changed: 1 })
  })

  it('leaves out a field hidden from the form, such as the author of a save', () => {
    const nodes = buildDiff({
      fields: [text('title'), text('updatedBy', { admin: { hidden: true } })],
      layout: [leaf('title'), leaf('updatedBy')],
      before: { title: 'One', updatedBy: 1 },
      after: { title: 'One', updatedBy: 2 },
    })
    expect(nodes.map((n) => n.key)).toEqual(['title'])
    expect(nodes[0]).toMatchObject({ changed: 0 })
  })

  it('shows a localized field once per chosen locale, also inside a localized group', () => {
    const diff = buildDiff({
      fields: [text('title', { localized: true }), text('meta.title')],
      layout: [leaf('title'), { kind: 'group', path: 'meta', children: [leaf('meta.title')] }],
      before: {
        title: { en: 'Hello', de: 'Hallo' },
        meta: { en: { title: 'm' }, de: { title: 'M' } },
      },
      after: {
        title: { en: 'Hello', de: 'Servus' },
        meta: { en: { title: 'm2' }, de: { title: 'M' } },
      },
      locales: ['en', 'de'],
    })
    expect(diff.slice(0, 2)).toMatchObject([
      { locale: 'en', before: 'Hello', after: 'Hello', changed: 0 },
      { locale: 'de', before: 'Hallo', after: 'Servus', changed: 1 },
    ])
    expect((diff[2] as SectionDiff).children).toMatchObject([
      { locale: 'en', before: 'm', after: 'm2', changed: 1 },
      { locale: 'de', before: 'M', after: 'M', changed: 0 },
    ])
    // One locale chosen: only its values.
    const de = buildDiff({
      fields: [text('title', { localized: true })],
      layout: [leaf('title')],
      before: { title: { en: 'Hello', de: 'Hallo' } },
      after: { title: { en: 'Hello', de: 'Servus' } },
      locales: ['de'],
      allLocales: ['en', 'de'],
    })
    expect(de).toMatchObject([{ locale: 'de', changed: 1 }])
  })

  it('recognises reordered blocks as one move, a block added between, a removed one and a changed type', () => {
    const before = {
      layout: [
        { id: 'a', blockType: 'hero', heading: 'A' },
        { id: 'b', blockType: 'quote', quote: 'B' },
        { id: 'c', blockType: 'hero', heading: 'C' },
        { id: 'd', blockType: 'hero', heading: 'D' },
      ],
    }
    const after = {
      layout: [
        { id: 'b', blockType: 'quote', quote: 'B' },
        { id: 'n', blockType: 'quote', quote: 'new' },
        { id: 'c', blockType: 'hero', heading: 'C2' },
        { id: 'a', blockType: 'hero', heading: 'A' },
      ],
    }
    const [rows] = buildDiff({ fields: [blocks], layout: [leaf('layout')], before, after }) as [
      RowsDiff,
    ]
    expect(rows.rows.map((r) => [r.key.split('#')[1], r.status, r.position, r.from])).toEqual([
      ['b', 'unchanged', 1, undefined],
      ['n', 'added', 2, undefined],
      ['c', 'changed', 3, undefined],
      ['a', 'moved', 4, 1],
      ['d', 'removed', 4, undefined],
    ])
    expect(rows.changed).toBe(4)
    const changedType = buildDiff({
      fields: [blocks],
      layout: [leaf('layout')],
      before: { layout: [{ id: 'x', blockType: 'hero', heading: 'H' }] },
      after: { layout: [{ id: 'x', blockType: 'quote', quote: 'Q' }] },
    })[0] as RowsDiff
    expect(changedType.rows[0]).toMatchObject({ status: 'changed' })
    expect(changedType.rows[0]!.block?.before?.slug).toBe('hero')
    expect(changedType.rows[0]!.block?.after?.slug).toBe('quote')
  })

  it('compares a localized array row by row in each locale', () => {
    const items = {
      type: 'array',
      name: 'items',
      admin,
      localized: true,
      fields: [text('label')],
      layout: [leaf('label')],
    } as ClientField
    const [en, de] = buildDiff({
      fields: [items],
      layout: [leaf('items')],
      before: { items: { en: [{ id: '1', label: 'one' }], de: [{ id: '2', label: 'eins' }] } },
      after: {
        items: {
          en: [{ id: '1', label: 'one' }],
          de: [
            { id: '2', label: 'Eins' },
            { id: '3', label: 'zwei' },
          ],
        },
      },
      locales: ['en', 'de'],
    }) as RowsDiff[]
    expect(en!.changed).toBe(0)
    expect(de!.rows.map((r) => r.status)).toEqual(['changed', 'added'])
    expect(find([de!], `${de!.key}#2/label`)).toMatchObject({ before: 'eins', after: 'Eins' })
  })

  it('treats a relation populated or not as the same, and raises for an unknown type', () => {
    const rel = { type: 'relationship', name: 'author', relationTo: 'users', admin } as ClientField
    expect(
      buildDiff({
        fields: [rel],
        layout: [leaf('author')],
        before: { author: 3 },
        after: { author: 3 },
      })[0]!.changed,
    ).toBe(0)
    const odd = { type: 'colour', name: 'c', admin } as unknown as ClientField
    expect(() => buildDiff({ fields: [odd], layout: [leaf('c')], before: {}, after: {} })).toThrow(
      /colour/,
    )
    const ui = { type: 'ui', name: 'u', admin } as ClientField
    expect(buildDiff({ fields: [ui], layout: [leaf('u')], before: {}, after: {} })).toEqual([])
  })

  // One value pair per type, as Payload stores it (depth 0): each differs, then is compared with itself.
  const samples: Record<string, { field: Partial<ClientField>; before: unknown; after: unknown }> =
    {
      text: { field: {}, before: 'a', after: 'b' },
      textarea: { field: {}, before: 'one\ntwo', after: 'one\nthree' },
      email: { field: {}, before: 'a@x.test', after: 'b@x.test' },
      number: { field: {}, before: 1, after: 2 },
      checkbox: { field: {}, before: false, after: true },
      select: { field: { options: [] } as never, before: 'draft', after: 'review' },
      radio: { field: { options: [] } as never, before: 'left', after: 'right' },
      date: { field: {}, before: '2026-01-01T00:00:00.000Z', after: '2026-02-01T00:00:00.000Z' },
      point: { field: {}, before: [1, 2], after: [1, 3] },
      json: { field: {}, before: { a: 1 }, after: { a: 2 } },
      code: { field: {}, before: 'let a = 1', after: 'let a = 2' },
      relationship: { field: { relationTo: 'posts' } as never, before: 1, after: 2 },
      upload: { field: { relationTo: 'media' } as never, before: 5, after: 6 },
      join: {
        field: { join: { collection: 'posts', on: 'category', limit: 10 } } as never,
        before: { docs: [1] },
        after: { docs: [1, 2] },
      },
      richText: {
        field: {},
        before: [{ type: 'paragraph', children: [{ text: 'old' }] }],
        after: [{ type: 'paragraph', children: [{ text: 'new' }] }],
      },
      array: {
        field: { fields: [text('label')], layout: [leaf('label')] } as never,
        before: [{ id: 'r1', label: 'x' }],
        after: [{ id: 'r1', label: 'y' }],
      },
      blocks: {
        field: {},
        before: [{ id: 'b1', blockType: 'hero', heading: 'x' }],
        after: [{ id: 'b1', blockType: 'hero', heading: 'y' }],
      },
    }

  it.each(FIELD_TYPES.filter((t) => t !== 'ui'))(
    'finds a change of a %s field, and none between equal values',
    (type) => {
      const sample = samples[type]!
      const field = (
        type === 'blocks' ? { ...blocks, name: 'f' } : { type, name: 'f', admin, ...sample.field }
      ) as ClientField
      const changed = buildDiff({
        fields: [field],
        layout: [leaf('f')],
        before: { f: sample.before },
        after: { f: sample.after },
      })
      expect(changed).toHaveLength(1)
      expect(changed[0]!.changed).toBeGreaterThan(0)
      const same = buildDiff({
        fields: [field],
        layout: [leaf('f')],
        before: { f: sample.after },
        after: { f: sample.after },
      })
      expect(same[0]!.changed).toBe(0)
    },
  )
})
