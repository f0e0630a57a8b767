import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { folioRichText } from './editor-options'
import { RICH_TEXT_KIT, withRichTextKit } from './field-kit'

const rich = (name: string): Field => ({ name, type: 'richText' })

type Loose = {
  name?: string
  type: string
  custom?: { folioKit?: unknown }
  fields?: Field[]
  blocks?: { slug: string; fields: Field[] }[]
  tabs?: { name?: string; fields: Field[] }[]
}

/** The kits of every rich-text field, by a readable path. */
function kits(fields: Field[], prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of fields as unknown as Loose[]) {
    const here = prefix + (f.name ?? f.type)
    if (f.type === 'richText') out[here] = f.custom?.folioKit
    if (f.fields) Object.assign(out, kits(f.fields, `${here}.`))
    for (const b of f.blocks ?? []) Object.assign(out, kits(b.fields, `${here}.${b.slug}.`))
    for (const [i, t] of (f.tabs ?? []).entries())
      Object.assign(out, kits(t.fields, `${here}.${t.name ?? i}.`))
  }
  return out
}

describe('withRichTextKit', () => {
  it('marks every rich-text field, however deep, and leaves the others alone', () => {
    const fields: Field[] = [
      { name: 'title', type: 'text' },
      rich('content'),
      { name: 'rows', type: 'array', fields: [rich('body')] },
      { name: 'seo', type: 'group', fields: [{ type: 'row', fields: [rich('note')] }] },
      { type: 'collapsible', label: 'More', fields: [rich('more')] },
      {
        type: 'tabs',
        tabs: [
          { label: 'One', fields: [rich('first')] },
          {
            name: 'named',
            label: 'Two',
            fields: [
              {
                name: 'sections',
                type: 'blocks',
                blocks: [
                  {
                    slug: 'text',
                    fields: [{ name: 'items', type: 'array', fields: [rich('deep')] }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]
    expect(kits(withRichTextKit(fields))).toEqual({
      content: RICH_TEXT_KIT,
      'rows.body': RICH_TEXT_KIT,
      'seo.row.note': RICH_TEXT_KIT,
      'collapsible.more': RICH_TEXT_KIT,
      'tabs.0.first': RICH_TEXT_KIT,
      'tabs.named.sections.text.items.deep': RICH_TEXT_KIT,
    })
    expect(withRichTextKit(fields)[0]).toBe(fields[0])
  })

  it('keeps a field’s own custom entries, and a field with an editor of its own unmarked', () => {
    const [kept, own] = withRichTextKit([
      { name: 'a', type: 'richText', custom: { other: 1 } },
      { name: 'b', type: 'richText', editor: (() => ({})) as never },
    ])
    expect((kept as { custom?: unknown }).custom).toEqual({ other: 1, folioKit: RICH_TEXT_KIT })
    expect((own as { custom?: unknown }).custom).toBeUndefined()
  })

  it('marks a field with Folio’s editor and its options, and carries their extra fields and their checks', () => {
    const caption: Field = { name: 'caption', type: 'text' }
    const rel: Field = { name: 'rel', type: 'checkbox' }
    const [plain, withFields] = withRichTextKit([
      { name: 'a', type: 'richText', editor: folioRichText() },
      {
        name: 'b',
        type: 'richText',
        editor: folioRichText({
          admin: {
            link: { fields: [rel] },
            upload: { collections: { media: { fields: [caption] }, files: { fields: [] } } },
          },
        }),
      },
    ])
    expect((plain as { custom?: unknown }).custom).toEqual({ folioKit: RICH_TEXT_KIT })
    expect((withFields as { custom?: unknown }).custom).toEqual({
      folioKit: RICH_TEXT_KIT,
      folioRichTextFields: { link: [rel], upload: { media: [caption] } },
      // The drawers' server checks (form-state sub-forms), one for each part with fields.
      folioSubForms: { link: expect.any(Function), 'upload.media': expect.any(Function) },
    })
  })
})
