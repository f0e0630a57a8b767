import { describe, expect, it } from 'vitest'
import type { ClientField, TextField } from '../../shared/client-config'
import { dataToSave, valuesFromDoc } from './initial-values'

const text = (name: string, extra: Partial<TextField> = {}): ClientField => ({
  type: 'text',
  name,
  admin: {},
  ...extra,
})
const fields: ClientField[] = [
  text('title'),
  { type: 'array', name: 'links', admin: {}, fields: [text('label'), text('url')], layout: [] },
  {
    type: 'blocks',
    name: 'sections',
    admin: {},
    blocks: [
      {
        slug: 'hero',
        labels: { singular: 'Hero', plural: 'Heroes' },
        fields: [text('heading')],
        layout: [],
      },
      {
        slug: 'gallery',
        labels: { singular: 'Gallery', plural: 'Galleries' },
        fields: [
          { type: 'array', name: 'images', admin: {}, fields: [text('caption')], layout: [] },
        ],
        layout: [],
      },
    ],
  },
  { type: 'join', name: 'children', admin: {}, join: { collection: 'x', on: 'parent', limit: 5 } },
]

describe('form values of rows', () => {
  const doc = {
    title: 'T',
    links: [{ id: 'l1', label: 'A', url: 'https://a' }],
    sections: [
      { id: 's1', blockType: 'gallery', images: [{ id: 'i1', caption: 'C' }] },
      { id: 's2', blockType: 'hero', heading: 'H' },
    ],
    children: { docs: [1, 2] },
  }

  it('flattens rows by index and nests them again for saving, with ids and block types, without joins', () => {
    const values = valuesFromDoc(fields, doc)
    expect(values).toMatchObject({
      links: [{ id: 'l1' }],
      'links.0.label': 'A',
      sections: [
        { id: 's1', blockType: 'gallery' },
        { id: 's2', blockType: 'hero' },
      ],
      'sections.0.images': [{ id: 'i1' }],
      'sections.0.images.0.caption': 'C',
      'sections.1.heading': 'H',
    })
    expect(values).not.toHaveProperty('children')
    const { children: _children, ...saved } = doc
    expect(dataToSave(fields, values)).toEqual(saved)
  })

  it('starts a new document with no rows', () => {
    expect(valuesFromDoc(fields, undefined)).toEqual({ title: null, links: [], sections: [] })
  })
})

describe('what a save sends', () => {
  it('leaves out read-only and hidden fields, but sends a hidden field a kit fills', () => {
    // A group's fields are named by their path (the layout holds the group).
    const group: ClientField[] = [
      text('video.videoId', { kit: 'video-select' }),
      text('video.status', { admin: { hidden: true }, filledBy: 'video-select' }),
      text('video.secret', { admin: { hidden: true } }),
      text('video.createdBy', { admin: { readOnly: true } }),
    ]
    const values = {
      'video.videoId': '7',
      'video.status': 'COMPLETE',
      'video.secret': 'x',
      'video.createdBy': 'me',
    }
    expect(dataToSave(group, values)).toEqual({ video: { videoId: '7', status: 'COMPLETE' } })
  })
})
