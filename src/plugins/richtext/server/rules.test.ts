import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { richTextRules } from './rules'

const config = {
  collections: [
    { slug: 'posts', admin: {} },
    { slug: 'media', admin: {}, upload: {} },
    {
      slug: 'folio-outbox',
      admin: { enableRichTextRelationship: false, enableRichTextLink: false },
    },
    { slug: 'payload-preferences', admin: {} },
    { slug: 'glossary', admin: { enableRichTextLink: false } },
  ],
} as unknown as SanitizedConfig

describe('richTextRules', () => {
  it('opens only collections that allow rich-text relations, uploads only into upload collections', () => {
    const { canRelateTo } = richTextRules(config, false)
    expect(canRelateTo('posts', 'relationship', 1)).toBe(true)
    expect(canRelateTo('media', 'upload', 1)).toBe(true)
    expect(canRelateTo('posts', 'upload', 1)).toBe(false)
    for (const kind of ['relationship', 'upload', 'link'] as const) {
      expect(canRelateTo('folio-outbox', kind, 1)).toBe(false)
      expect(canRelateTo('payload-preferences', kind, 1)).toBe(false)
      expect(canRelateTo('unknown', kind, 1)).toBe(false)
    }
  })

  it('opens internal links by the link flag, relationships by the relationship flag', () => {
    const { canRelateTo } = richTextRules(config, false)
    expect(canRelateTo('glossary', 'relationship', 1)).toBe(true)
    expect(canRelateTo('glossary', 'link', 1)).toBe(false)
    expect(canRelateTo('posts', 'link', 1)).toBe(true)
  })

  it('keeps a relation the stored value holds already, and only that one', () => {
    const stored = [
      { type: 'relationship', relationTo: 'folio-outbox', value: { id: 4 }, children: [] },
    ]
    const { canRelateTo } = richTextRules(config, false, stored)
    expect(canRelateTo('folio-outbox', 'relationship', 4)).toBe(true)
    expect(canRelateTo('folio-outbox', 'relationship', '4')).toBe(true)
    expect(canRelateTo('folio-outbox', 'relationship', 5)).toBe(false)
    expect(canRelateTo('folio-outbox', 'relationship', undefined)).toBe(false)
  })
})
