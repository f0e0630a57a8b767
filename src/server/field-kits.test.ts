import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { fieldKitsOfPage } from './field-kits'

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
      ],
    },
    { slug: 'categories', fields: [{ name: 'name' }] },
  ],
  globals: [{ slug: 'settings', fields: [{ type: 'group', fields: [kit('richtext:editor')] }] }],
} as unknown as SanitizedConfig

describe('fieldKitsOfPage', () => {
  const kitsOf = fieldKitsOfPage(config)

  it('names the kits of an editor’s fields, nested ones too, once each', () => {
    expect(kitsOf('/collections/posts/7').sort()).toEqual(['richtext:editor', 'sample:stepper'])
    expect(kitsOf('/collections/posts/create').sort()).toEqual([
      'richtext:editor',
      'sample:stepper',
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
