// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { htmlToNodes } from './html-to-nodes'

describe('htmlToNodes', () => {
  it('keeps headings, quotes, paragraphs, marks and alignment of a web page', () => {
    const nodes = htmlToNodes(`
      <h1>Title</h1>
      <h3 style="text-align: center">Centred</h3>
      <p>Some <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and <code>code</code>.</p>
      <blockquote>Quoted</blockquote>`)
    expect(nodes).toEqual([
      { type: 'h1', children: [{ text: 'Title' }] },
      { type: 'h3', textAlign: 'center', children: [{ text: 'Centred' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Some ' },
          { text: 'bold', bold: true },
          { text: ', ' },
          { text: 'italic', italic: true },
          { text: ', ' },
          { text: 'underlined', underline: true },
          { text: ', ' },
          { text: 'struck', strikethrough: true },
          { text: ' and ' },
          { text: 'code', code: true },
          { text: '.' },
        ],
      },
      { type: 'blockquote', children: [{ text: 'Quoted' }] },
    ])
  })

  it('keeps lists, nested ones too, and links with their target', () => {
    const nodes = htmlToNodes(
      '<ul><li>One</li><li>Two<ol><li>Two a</li></ol></li></ul>' +
        '<p>See <a href="https://example.com" target="_blank">the site</a>.</p>',
    )
    expect(nodes[0]).toEqual({
      type: 'ul',
      children: [
        { type: 'li', children: [{ text: 'One' }] },
        {
          type: 'li',
          children: [
            { type: 'paragraph', children: [{ text: 'Two' }] },
            { type: 'ol', children: [{ type: 'li', children: [{ text: 'Two a' }] }] },
          ],
        },
      ],
    })
    expect(nodes[1]).toEqual({
      type: 'paragraph',
      children: [
        { text: 'See ' },
        {
          type: 'link',
          linkType: 'custom',
          url: 'https://example.com',
          newTab: true,
          children: [{ text: 'the site' }],
        },
        { text: '.' },
      ],
    })
  })

  it('drops scripts, styles, objects and comments, and keeps a script link’s text only', () => {
    const nodes = htmlToNodes(
      '<style>p { color: red }</style><script>alert(1)</script><!-- note -->' +
        '<p>Safe <a href="javascript:alert(1)">click</a><iframe src="x"></iframe></p>' +
        '<object data="x"></object>',
    )
    expect(nodes).toEqual([{ type: 'paragraph', children: [{ text: 'Safe ' }, { text: 'click' }] }])
    expect(JSON.stringify(nodes)).not.toMatch(/alert|color|note|iframe/)
  })

  it('reads a word processor’s styled spans as marks (Google Docs’ normal-weight wrapper included)', () => {
    const nodes = htmlToNodes(
      '<b style="font-weight:normal" id="docs-internal-guid-1"><p dir="ltr">' +
        '<span style="font-weight:700">Strong</span> ' +
        '<span style="font-style:italic">slanted</span> ' +
        '<span style="text-decoration:underline">under</span> ' +
        '<span style="text-decoration:line-through">gone</span></p></b>',
    )
    expect(nodes).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Strong', bold: true },
          { text: ' ' },
          { text: 'slanted', italic: true },
          { text: ' ' },
          { text: 'under', underline: true },
          { text: ' ' },
          { text: 'gone', strikethrough: true },
        ],
      },
    ])
  })

  it('turns loose text into paragraphs and splits a div of paragraphs into them', () => {
    expect(htmlToNodes('just text')).toEqual([
      { type: 'paragraph', children: [{ text: 'just text' }] },
    ])
    expect(htmlToNodes('<div><p>A</p><p>B</p></div>')).toEqual([
      { type: 'paragraph', children: [{ text: 'A' }] },
      { type: 'paragraph', children: [{ text: 'B' }] },
    ])
  })
})
