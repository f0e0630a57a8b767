import { describe, expect, it } from 'vitest'
import { isAllowedLinkUrl, isRichTextEmpty, plainText } from './rich-text'

describe('isAllowedLinkUrl', () => {
  it('allows web, mail and phone links and relative ones', () => {
    for (const url of [
      'https://example.com',
      'HTTP://example.com/a?b#c',
      'mailto:a@example.com',
      'tel:+4930123',
      '/posts/1',
      '#section',
      '?page=2',
      'page.html',
    ])
      expect(isAllowedLinkUrl(url), url).toBe(true)
  })

  it('refuses script, data and other schemes, however a browser would still read them', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
    ])
      expect(isAllowedLinkUrl(url), JSON.stringify(url)).toBe(false)
  })
})

describe('plainText', () => {
  const value = [
    { type: 'h1', children: [{ text: 'Title' }] },
    {
      type: 'paragraph',
      children: [
        { text: 'See ' },
        { type: 'link', linkType: 'custom', url: '/a', children: [{ text: 'this', bold: true }] },
        { text: ' page.' },
      ],
    },
    { type: 'ul', children: [{ type: 'li', children: [{ text: 'One' }] }] },
  ]

  it('joins blocks with a space and keeps inline links in their sentence', () => {
    expect(plainText(value)).toBe('Title See this page. One')
  })

  it('is empty for anything that is not a value', () => {
    expect(plainText(null)).toBe('')
    expect(plainText('text')).toBe('')
  })
})

describe('isRichTextEmpty', () => {
  it('is empty without text or with spaces only', () => {
    expect(isRichTextEmpty(null)).toBe(true)
    expect(isRichTextEmpty([])).toBe(true)
    expect(isRichTextEmpty([{ type: 'paragraph', children: [{ text: '  ' }] }])).toBe(true)
  })

  it('is not empty with text, or with an upload or relationship alone', () => {
    expect(isRichTextEmpty([{ children: [{ text: 'x' }] }])).toBe(false)
    expect(
      isRichTextEmpty([
        { type: 'upload', relationTo: 'media', value: { id: 1 }, children: [{ text: '' }] },
      ]),
    ).toBe(false)
  })
})
