import { describe, expect, it } from 'vitest'
import { breadcrumbURL, searchSnippet } from './search-preview'

describe('search preview', () => {
  it('shows short text whole, with its whitespace collapsed', () => {
    expect(searchSnippet('  A short   title\n', 60)).toBe('A short title')
    expect(searchSnippet('x'.repeat(60), 60)).toBe('x'.repeat(60))
  })

  it('cuts long text at the last word that fits, with an ellipsis', () => {
    const title = 'Ten practical ways to write headlines that people actually read'
    expect(title.length).toBeGreaterThan(60)
    expect(searchSnippet(title, 60)).toBe(
      'Ten practical ways to write headlines that people actually …',
    )
    expect(searchSnippet('Ends with a comma, then more words here', 20)).toBe('Ends with a comma …')
  })

  it('cuts a long word where it must', () => {
    expect(searchSnippet('y'.repeat(70), 60)).toBe(`${'y'.repeat(60)} …`)
  })

  it('prints the address as host › path', () => {
    expect(breadcrumbURL('https://folio.example/posts/hello-world')).toBe(
      'folio.example › posts › hello-world',
    )
    expect(breadcrumbURL('not a url')).toBe('not a url')
  })
})
