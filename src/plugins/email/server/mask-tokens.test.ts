import { describe, expect, it } from 'vitest'
import { maskTokens } from './mask-tokens'

describe('maskTokens', () => {
  it('hides the token query parameter of reset and invitation links, also HTML-escaped', () => {
    const reset =
      'Open http://h.test/admin/reset?token=0123456789abcdef0123456789abcdef01234567 now.'
    expect(maskTokens(reset)).toBe('Open http://h.test/admin/reset?token=[hidden] now.')
    const html =
      '<a href="https://h.test/admin/accept-invitation?lang=de&amp;token=Ab-_c1d2e3f4g5h6i7j8k9l0m1n2o3p4q5r6s7t8u9v&amp;x=1">'
    expect(maskTokens(html)).toBe(
      '<a href="https://h.test/admin/accept-invitation?lang=de&amp;token=[hidden]&amp;x=1">',
    )
    expect(maskTokens('a?TOKEN=short')).toBe('a?TOKEN=[hidden]')
  })

  it('hides a bare token in a path or on its own, and leaves words and short numbers', () => {
    expect(maskTokens('http://h.test/reset/0123456789abcdef0123456789abcdef01234567')).toBe(
      'http://h.test/reset/[hidden]',
    )
    expect(maskTokens('Code: Ab-_c1d2e3f4g5h6i7j8k9l0m1n2o3p4q5r6s7t8u9v.')).toBe('Code: [hidden].')
    const plain =
      'Donaudampfschifffahrtsgesellschaftskapitaensmuetze valid for 1 hour, until 2026-11-23.'
    expect(maskTokens(plain)).toBe(plain)
  })
})
