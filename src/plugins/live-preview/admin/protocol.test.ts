import { describe, expect, it } from 'vitest'
import type { ClientField } from '../../../admin/extend/forms'
import { fieldSchemaJSON, isReadyMessage, originOf } from './protocol'

describe('live-preview protocol', () => {
  it("nests the client config's flat fields into Payload's field schema: groups, arrays, blocks, relations", () => {
    const fields = [
      { name: 'title', type: 'text', localized: true },
      { name: 'meta.title', type: 'text' },
      { name: 'meta.image', type: 'upload', relationTo: 'media' },
      { name: 'links', type: 'array', fields: [{ name: 'url', type: 'text' }] },
      {
        name: 'content',
        type: 'blocks',
        blocks: [{ slug: 'cta', fields: [{ name: 'text', type: 'text' }] }],
      },
      { name: 'related', type: 'relationship', relationTo: ['posts', 'pages'], hasMany: true },
    ] as unknown as ClientField[]
    expect(fieldSchemaJSON(fields)).toEqual([
      { name: 'title', type: 'text', localized: true },
      {
        name: 'meta',
        type: 'group',
        fields: [
          { name: 'title', type: 'text' },
          { name: 'image', type: 'upload', relationTo: 'media' },
        ],
      },
      { name: 'links', type: 'array', fields: [{ name: 'url', type: 'text' }] },
      {
        name: 'content',
        type: 'blocks',
        blocks: { cta: { fields: [{ name: 'text', type: 'text' }] } },
      },
      { name: 'related', type: 'relationship', relationTo: ['posts', 'pages'], hasMany: true },
    ])
  })

  it('knows a ready message and the origin of a preview address', () => {
    expect(isReadyMessage({ type: 'payload-live-preview', ready: true })).toBe(true)
    expect(isReadyMessage({ type: 'payload-live-preview', ready: 1 })).toBe(false)
    expect(isReadyMessage('ready')).toBe(false)
    expect(originOf('/preview/posts/1', 'http://admin.test/admin')).toBe('http://admin.test')
    expect(originOf('https://site.test:8443/p?x=1', 'http://admin.test/')).toBe(
      'https://site.test:8443',
    )
    expect(originOf('http://[bad', 'http://admin.test/')).toBeUndefined()
  })
})
