// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { RichTextValue } from '../shared/rich-text'
import { Blocks } from './Blocks'
import { RichText } from './RichText'

afterEach(cleanup)

const media = {
  id: 7,
  url: '/api/media/file/lake.jpg',
  alt: 'A lake at dawn',
  width: 1600,
  height: 900,
  mimeType: 'image/jpeg',
  sizes: {
    thumbnail: { url: '/api/media/file/lake-240x240.jpg', width: 240, height: 240 },
    card: { url: '/api/media/file/lake-768x432.jpg', width: 768, height: 432 },
  },
}

function draw(value: unknown, locale: string | undefined = 'en') {
  return render(<RichText value={value} locale={locale} />).container
}

describe('rich text on the sample site', () => {
  it('draws blocks, lists, indent, alignment and marks; a heading 1 is an h2 under the page title', () => {
    const value: RichTextValue = [
      { type: 'h1', children: [{ text: 'Topic' }] },
      { type: 'h3', textAlign: 'center', children: [{ text: 'Steps' }] },
      {
        type: 'paragraph',
        textAlign: 'right',
        children: [
          { text: 'plain ' },
          { text: 'bold', bold: true },
          { text: 'both', bold: true, italic: true },
          { text: 'u', underline: true },
          { text: 's', strikethrough: true },
          { text: 'x()', code: true },
        ],
      },
      { type: 'blockquote', children: [{ text: 'Quoted' }] },
      {
        type: 'ol',
        children: [
          {
            type: 'li',
            children: [
              { text: 'One' },
              { type: 'ul', children: [{ type: 'li', children: [{ text: 'Inner' }] }] },
            ],
          },
        ],
      },
      {
        type: 'indent',
        children: [
          { type: 'indent', children: [{ type: 'paragraph', children: [{ text: 'In' }] }] },
        ],
      },
    ]
    const html = draw(value)
    expect(html.querySelector('h1')).toBeNull()
    expect(html.querySelector('h2.rt-h1')?.textContent).toBe('Topic')
    expect(html.querySelector('h3.align-center')?.textContent).toBe('Steps')
    const p = html.querySelector('p.align-right')!
    expect(p.querySelector('strong')?.textContent).toBe('bold')
    expect(p.querySelector('strong > em')?.textContent).toBe('both')
    expect(p.querySelector('u')?.textContent).toBe('u')
    expect(p.querySelector('s')?.textContent).toBe('s')
    expect(p.querySelector('code')?.textContent).toBe('x()')
    expect(html.querySelector('blockquote')?.textContent).toBe('Quoted')
    expect(html.querySelector('ol > li > ul > li')?.textContent).toBe('Inner')
    expect(html.querySelector('.rt-indent > .rt-indent > p')?.textContent).toBe('In')
  })

  it('links only to safe addresses, opens new tabs without an opener, and links documents to their preview', () => {
    const html = draw(
      [
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              linkType: 'custom',
              url: 'javascript:alert(1)',
              children: [{ text: 'bad' }],
            },
            {
              type: 'link',
              linkType: 'custom',
              url: ' data:text/html,x',
              children: [{ text: 'bad2' }],
            },
            {
              type: 'link',
              linkType: 'custom',
              url: 'https://payloadcms.com/docs',
              newTab: true,
              fields: { rel: ['nofollow', 'onload'] },
              children: [{ text: 'docs' }],
            },
            {
              type: 'link',
              linkType: 'custom',
              url: 'mailto:a@b.example',
              children: [{ text: 'mail' }],
            },
            {
              type: 'link',
              linkType: 'internal',
              doc: { relationTo: 'posts', value: { id: 3, title: 'Other' } },
              children: [{ text: 'post' }],
            },
            {
              type: 'link',
              linkType: 'internal',
              doc: { relationTo: 'categories', value: { id: 1 } },
              children: [{ text: 'category' }],
            },
          ],
        },
      ],
      'de',
    )
    const links = [...html.querySelectorAll('a')]
    expect(links.map((a) => a.textContent)).toEqual(['docs', 'mail', 'post'])
    expect(links[0]!.getAttribute('target')).toBe('_blank')
    expect(links[0]!.getAttribute('rel')).toBe('nofollow noopener noreferrer')
    expect(links[1]!.getAttribute('href')).toBe('mailto:a@b.example')
    expect(links[2]!.getAttribute('href')).toBe('/preview/posts/3?locale=de')
    expect(html.textContent).toContain('bad')
    expect(html.textContent).toContain('category')
  })

  it('draws a related document as a card and an upload as a figure with its alt text and caption', () => {
    const html = draw([
      {
        type: 'relationship',
        relationTo: 'pages',
        value: { id: 4, title: 'About us' },
        children: [{ text: '' }],
      },
      {
        type: 'relationship',
        relationTo: 'categories',
        value: { id: 2, name: 'Guides' },
        children: [{ text: '' }],
      },
      {
        type: 'upload',
        relationTo: 'media',
        value: media,
        fields: { caption: 'Early morning' },
        children: [{ text: '' }],
      },
      // Not readable, or not populated: nothing drawn.
      { type: 'upload', relationTo: 'media', value: { id: 9 }, children: [{ text: '' }] },
    ])
    const cards = [...html.querySelectorAll('.rt-card')]
    expect(cards.map((c) => c.textContent)).toEqual(['PageAbout us', 'CategoryGuides'])
    expect(cards[0]!.querySelector('a')?.getAttribute('href')).toBe('/preview/pages/4?locale=en')
    expect(cards[1]!.querySelector('a')).toBeNull()
    const img = screen.getByRole('img', { name: 'A lake at dawn' })
    expect(img.getAttribute('src')).toBe(media.url)
    expect(img.getAttribute('srcset')).toBe(
      '/api/media/file/lake-240x240.jpg 240w, /api/media/file/lake-768x432.jpg 768w, /api/media/file/lake.jpg 1600w',
    )
    expect(img.getAttribute('width')).toBe('1600')
    expect(html.querySelectorAll('figure')).toHaveLength(1)
    expect(html.querySelector('figcaption')?.textContent).toBe('Early morning')
  })

  it('keeps the text of elements it does not know, and draws nothing for an empty value', () => {
    expect(draw([{ type: 'marquee', children: [{ text: 'still here' }] }]).textContent).toBe(
      'still here',
    )
    expect(draw([{ type: 'paragraph', children: [{ text: '  ' }] }]).innerHTML).toBe('')
    expect(draw('not rich text').innerHTML).toBe('')
  })
})

describe("a page's blocks", () => {
  it('draws heroes, galleries and calls to action, and names a block type it has no design for', () => {
    const { container } = render(
      <Blocks
        locale="en"
        blocks={[
          { id: 'a', blockType: 'hero', heading: 'Welcome', image: media },
          {
            id: 'b',
            blockType: 'gallery',
            images: [
              { id: 'g1', image: media, caption: 'One' },
              { id: 'g2', caption: 'No image yet' },
            ],
          },
          {
            id: 'c',
            blockType: 'cta',
            text: 'Join us',
            buttonLabel: 'Sign up',
            buttonLink: '/join',
          },
          {
            id: 'd',
            blockType: 'cta',
            text: 'Careful',
            buttonLabel: 'X',
            buttonLink: 'javascript:x',
          },
          { id: 'e', blockType: 'quiz' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeTruthy()
    expect(container.querySelectorAll('.gallery figure')).toHaveLength(2)
    expect(
      [...container.querySelectorAll('.gallery figcaption')].map((f) => f.textContent),
    ).toEqual(['One', 'No image yet'])
    const buttons = screen.getAllByRole('link')
    expect(buttons.map((b) => [b.textContent, b.getAttribute('href')])).toEqual([
      ['Sign up', '/join'],
    ])
    expect(container.textContent).toContain('Careful')
    expect(container.textContent).toContain('This site has no design for “quiz” blocks yet.')
  })
})
