import { describe, expect, it } from 'vitest'
import { richTextBlocks, richTextDiff } from './rich-text-diff'

const p = (...children: object[]) => ({ type: 'paragraph', children })

describe('richTextBlocks', () => {
  it('reads headings, paragraphs, nested list items, indents, links and voids in order', () => {
    const blocks = richTextBlocks([
      { type: 'h2', children: [{ text: 'Title' }] },
      p(
        { text: 'Read ' },
        {
          type: 'link',
          linkType: 'custom',
          url: 'https://a.example',
          children: [{ text: 'this' }],
        },
        { text: ' now', bold: true },
      ),
      {
        type: 'ul',
        children: [
          {
            type: 'li',
            children: [
              { text: 'one' },
              { type: 'ol', children: [{ type: 'li', children: [{ text: 'inner' }] }] },
            ],
          },
        ],
      },
      { type: 'indent', children: [p({ text: 'moved in' })] },
      { type: 'upload', relationTo: 'media', value: { id: 7, filename: 'a.png' }, children: [] },
    ])
    expect(blocks).toEqual([
      { type: 'h2', depth: 0, runs: [{ text: 'Title', marks: [] }] },
      {
        type: 'paragraph',
        depth: 0,
        runs: [
          { text: 'Read ', marks: [] },
          { text: 'this', marks: [], href: 'https://a.example' },
          { text: ' now', marks: ['bold'] },
        ],
      },
      { type: 'li', list: 'ul', depth: 0, runs: [{ text: 'one', marks: [] }] },
      { type: 'li', list: 'ol', depth: 1, runs: [{ text: 'inner', marks: [] }] },
      { type: 'paragraph', depth: 1, runs: [{ text: 'moved in', marks: [] }] },
      { type: 'upload', depth: 0, runs: [], related: { relationTo: 'media', id: 7 } },
    ])
  })

  it('is empty for a value that is not rich text', () => {
    expect(richTextBlocks(null)).toEqual([])
    expect(richTextBlocks('text')).toEqual([])
  })
})

describe('richTextDiff', () => {
  it('keeps equal blocks and compares a changed block word by word', () => {
    const diff = richTextDiff(
      [p({ text: 'First block' }), p({ text: 'the quick fox' })],
      [p({ text: 'First block' }), p({ text: 'the slow fox' })],
    )
    expect(diff.map((d) => d.kind)).toEqual(['same', 'changed'])
    expect(diff[1]!.parts).toEqual([
      { kind: 'same', text: 'the ', marks: [] },
      { kind: 'removed', text: 'quick', marks: [] },
      { kind: 'added', text: 'slow', marks: [] },
      { kind: 'same', text: ' fox', marks: [] },
    ])
  })

  it('shows a mark put on a word as that word removed and added with its new mark', () => {
    const diff = richTextDiff(
      [p({ text: 'plain words' })],
      [p({ text: 'plain ' }, { text: 'words', bold: true })],
    )
    expect(diff[0]!.parts).toEqual([
      { kind: 'same', text: 'plain ', marks: [] },
      { kind: 'removed', text: 'words', marks: [] },
      { kind: 'added', text: 'words', marks: ['bold'] },
    ])
  })

  it('names a block added and a block removed between unchanged ones', () => {
    const diff = richTextDiff(
      [p({ text: 'a' }), { type: 'h3', children: [{ text: 'gone' }] }, p({ text: 'b' })],
      [p({ text: 'a' }), p({ text: 'b' }), { type: 'blockquote', children: [{ text: 'new' }] }],
    )
    expect(diff.map((d) => [d.kind, d.block.type])).toEqual([
      ['same', 'paragraph'],
      ['removed', 'h3'],
      ['same', 'paragraph'],
      ['added', 'blockquote'],
    ])
  })

  it('keeps the type a changed block had, and never pairs a related document with text', () => {
    const diff = richTextDiff(
      [
        p({ text: 'Heading soon' }),
        { type: 'relationship', relationTo: 'posts', value: 1, children: [] },
      ],
      [
        { type: 'h1', children: [{ text: 'Heading now' }] },
        { type: 'relationship', relationTo: 'posts', value: { id: 2 }, children: [] },
      ],
    )
    expect(diff.map((d) => [d.kind, d.before?.type, d.block.type])).toEqual([
      ['changed', 'paragraph', 'h1'],
      ['removed', undefined, 'relationship'],
      ['added', undefined, 'relationship'],
    ])
  })

  it('counts a link whose address changed as a change of its words', () => {
    const link = (url: string) =>
      p({ type: 'link', linkType: 'custom', url, children: [{ text: 'site' }] })
    const diff = richTextDiff([link('https://old.example')], [link('https://new.example')])
    expect(diff[0]!.parts).toEqual([
      { kind: 'removed', text: 'site', marks: [], href: 'https://old.example' },
      { kind: 'added', text: 'site', marks: [], href: 'https://new.example' },
    ])
  })
})
