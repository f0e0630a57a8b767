import { describe, expect, it } from 'vitest'
import { withDeclaredExtraFields } from './extra-fields'

const text = (value = '') => ({ text: value })

describe('withDeclaredExtraFields', () => {
  it('keeps the declared extra fields of links and of uploads per collection, and drops the rest', () => {
    const value = [
      {
        type: 'paragraph',
        children: [
          text('a'),
          {
            type: 'link',
            linkType: 'custom',
            url: '/',
            fields: { rel: 'nofollow', sneaky: '<script>' },
            children: [text('b')],
          },
        ],
      },
      {
        type: 'upload',
        relationTo: 'media',
        value: { id: 1 },
        fields: { caption: 'Hi', width: 3 },
        children: [text()],
      },
      {
        type: 'upload',
        relationTo: 'files',
        value: { id: 2 },
        fields: { caption: 'Not declared here' },
        children: [text()],
      },
    ]
    const out = withDeclaredExtraFields(value, {
      link: [{ type: 'row', fields: [{ name: 'rel', type: 'text' }] }],
      upload: { media: [{ name: 'caption', type: 'text' }] },
    })
    expect(out[0]!.children[1]).toMatchObject({ fields: { rel: 'nofollow' } })
    expect(out[1]).toMatchObject({ fields: { caption: 'Hi' } })
    expect(out[2]).not.toHaveProperty('fields')
  })

  it('keeps no extra fields where the editor declares none', () => {
    const value = [
      {
        type: 'paragraph',
        children: [
          { type: 'link', linkType: 'custom', url: '/', fields: { a: 1 }, children: [text('b')] },
        ],
      },
    ]
    expect(withDeclaredExtraFields(value, undefined)[0]!.children[0]).not.toHaveProperty('fields')
  })
})
