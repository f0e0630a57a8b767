import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { fieldKitsOfPage, ROWS_KIT } from './field-kits'

const kit = (name: string) => ({ custom: { folioKit: name } })

const config = {
  collections: [
    {
      slug: 'posts',
      fields: [
        { name: 'title' },
        { name: 'content', ...kit('richtext:editor') },
        { type: 'tabs', tabs: [{ fields: [{ name: 'views', ...kit('sample:stepper') }] }] },
        { type: 'blocks', blocks: [{ fields: [{ name: 'body', ...kit('richtext:editor') }] }] },
        {
          type: 'group',
          fields: [
            { name: 'overview', type: 'ui', admin: { custom: { folioComponent: 'seo:overview' } } },
            // Only a UI field names a component.
            { name: 'note', type: 'text', admin: { custom: { folioComponent: 'seo:not-this' } } },
          ],
        },
      ],
    },
    { slug: 'categories', fields: [{ name: 'name' }] },
  ],
  globals: [{ slug: 'settings', fields: [{ type: 'group', fields: [kit('richtext:editor')] }] }],
} as unknown as SanitizedConfig

describe('fieldKitsOfPage', () => {
  const kitsOf = fieldKitsOfPage(config)

  it('names the kits and UI field components of an editor’s fields, nested ones too, once each, and the rows’ code for blocks', () => {
    expect(kitsOf('/collections/posts/7').sort()).toEqual([
      ROWS_KIT,
      'richtext:editor',
      'sample:stepper',
      'seo:overview',
    ])
    expect(kitsOf('/collections/posts/create').sort()).toEqual([
      ROWS_KIT,
      'richtext:editor',
      'sample:stepper',
      'seo:overview',
    ])
    expect(kitsOf('/globals/settings')).toEqual(['richtext:editor'])
  })

  it('names none for other screens and for collections without kits', () => {
    expect(kitsOf('/collections/posts')).toEqual([])
    expect(kitsOf('/collections/categories/1')).toEqual([])
    expect(kitsOf('/collections/unknown/1')).toEqual([])
    expect(kitsOf('/')).toEqual([])
  })
})
