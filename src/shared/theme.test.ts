import { describe, expect, it } from 'vitest'
import { parseTheme, readCookie, serializeThemeCookie, themeCookieName } from './theme'

function attributes(cookie: string): string[] {
  return cookie.split(';').map((p) => p.trim())
}

describe('theme cookie', () => {
  it('is named {prefix}-theme', () => {
    expect(themeCookieName('folio')).toBe('folio-theme')
    expect(themeCookieName('__Host-payload')).toBe('__Host-payload-theme')
  })

  it('keeps the theme for 365 days on the whole site', () => {
    const parts = attributes(
      serializeThemeCookie({ cookiePrefix: 'folio', theme: 'dark', isSecure: false }),
    )
    expect(parts[0]).toBe('folio-theme=dark')
    expect(parts).toContain('Path=/')
    expect(parts).toContain(`Max-Age=${365 * 24 * 60 * 60}`)
    expect(parts).toContain('SameSite=Lax')
  })

  it('is Secure only when asked', () => {
    expect(
      attributes(serializeThemeCookie({ cookiePrefix: 'folio', theme: 'light', isSecure: false })),
    ).not.toContain('Secure')
    expect(
      attributes(serializeThemeCookie({ cookiePrefix: 'folio', theme: 'light', isSecure: true })),
    ).toContain('Secure')
  })

  it('round-trips through readCookie and parseTheme', () => {
    const [pair = ''] = serializeThemeCookie({
      cookiePrefix: 'folio',
      theme: 'auto',
      isSecure: true,
    }).split(';')
    expect(parseTheme(readCookie(`other=1; ${pair}`, themeCookieName('folio')))).toBe('auto')
  })
})

describe('parseTheme', () => {
  it('accepts light, dark and auto', () => {
    expect(parseTheme('light')).toBe('light')
    expect(parseTheme('dark')).toBe('dark')
    expect(parseTheme('auto')).toBe('auto')
  })

  it("falls back to 'light' for anything else", () => {
    for (const value of [undefined, null, '', 'Dark', 'blue', 'dark '])
      expect(parseTheme(value), String(value)).toBe('light')
  })
})

describe('readCookie', () => {
  const header = 'a=1; folio-theme=dark;folio-lng=de ; token=abc==; spaced=hello%20world'

  it('finds a cookie among others, with or without spaces', () => {
    expect(readCookie(header, 'folio-theme')).toBe('dark')
    expect(readCookie(header, 'folio-lng')).toBe('de')
    expect(readCookie(header, 'a')).toBe('1')
  })

  it('keeps = inside values and decodes percent-encoding', () => {
    expect(readCookie(header, 'token')).toBe('abc==')
    expect(readCookie(header, 'spaced')).toBe('hello world')
  })

  it('matches whole names only', () => {
    expect(readCookie('xfolio-theme=dark; folio-theme-old=dark', 'folio-theme')).toBeUndefined()
  })

  it('returns undefined when the cookie or the header is missing', () => {
    expect(readCookie(header, 'missing')).toBeUndefined()
    expect(readCookie('', 'folio-theme')).toBeUndefined()
    expect(readCookie(null, 'folio-theme')).toBeUndefined()
    expect(readCookie(undefined, 'folio-theme')).toBeUndefined()
  })

  it('ignores a value with broken percent-encoding instead of throwing', () => {
    expect(readCookie('folio-theme=%; a=1', 'folio-theme')).toBeUndefined()
    expect(readCookie('folio-lng=%E0%A4%A', 'folio-lng')).toBeUndefined()
    expect(readCookie('folio-theme=%; a=1', 'a')).toBe('1')
  })
})
