import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { assertKnownFieldTypes } from './field-type-check'

const odd = (name: string) => ({ name, type: 'colorPicker' }) as unknown as Field

describe('assertKnownFieldTypes', () => {
  it('accepts every supported type and the layout types', () => {
    expect(() =>
      assertKnownFieldTypes({
        collections: [
          {
            slug: 'posts',
            fields: [
              { name: 'title', type: 'text' },
              { name: 'content', type: 'richText' },
              { type: 'row', fields: [{ name: 'a', type: 'number' }] },
              { type: 'collapsible', label: 'x', fields: [{ name: 'b', type: 'checkbox' }] },
              { name: 'seo', type: 'group', fields: [{ name: 'c', type: 'textarea' }] },
              { type: 'tabs', tabs: [{ label: 'T', fields: [{ name: 'd', type: 'json' }] }] },
            ],
          },
        ],
        globals: [{ slug: 'settings', fields: [{ name: 'e', type: 'point' }] }],
      }),
    ).not.toThrow()
  })

  it('names the collection, the path and the type of a field at the top level', () => {
    expect(() =>
      assertKnownFieldTypes({ collections: [{ slug: 'posts', fields: [odd('colour')] }] }),
    ).toThrow('The collection "posts" has the field "colour" of type "colorPicker"')
  })

  it('finds one deep in groups, tabs, blocks, arrays, rows and collapsibles, and in globals', () => {
    const deep: Field[] = [
      {
        type: 'tabs',
        tabs: [
          { label: 'One', fields: [{ name: 'fine', type: 'text' }] },
          {
            name: 'layout',
            label: 'Two',
            fields: [
              {
                name: 'sections',
                type: 'blocks',
                blocks: [
                  {
                    slug: 'hero',
                    fields: [
                      {
                        name: 'items',
                        type: 'array',
                        fields: [
                          {
                            type: 'row',
                            fields: [{ type: 'collapsible', label: 'c', fields: [odd('tint')] }],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]
    expect(() => assertKnownFieldTypes({ globals: [{ slug: 'settings', fields: deep }] })).toThrow(
      'The global "settings" has the field "layout.sections.hero.items.tint" of type "colorPicker"',
    )
    expect(() =>
      assertKnownFieldTypes({
        collections: [
          { slug: 'pages', fields: [{ name: 'seo', type: 'group', fields: [odd('hue')] }] },
        ],
      }),
    ).toThrow('The collection "pages" has the field "seo.hue" of type "colorPicker"')
  })
})
