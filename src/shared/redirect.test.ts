import { describe, expect, it } from 'vitest'
import { adminRedirectPath, sanitizeRedirect, withRedirectParam } from './redirect'

/** Shapes that a browser would open as another site, after normalising the URL. */
const OFF_SITE_REDIRECTS = [
  '//evil.example',
  '/.//evil.example',
  '/./\/evil.example',
  '/a/..//evil.example',
  '/admin/../..//evil.example/x',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '/admin/..//evil.example',
]

describe('sanitizeRedirect', () => {
  it('keeps a same-origin path with query and hash', () => {
    expect(sanitizeRedirect('/admin/collections/posts?page=2#x')).toBe(
      '/admin/collections/posts?page=2#x',
    )
    expect(sanitizeRedirect('/admin')).toBe('/admin')
  })

  it('refuses scheme-relative and backslash targets that leave the site', () => {
    expect(sanitizeRedirect('//evil.com')).toBeUndefined()
    expect(sanitizeRedirect('//evil.com/admin')).toBeUndefined()
    expect(sanitizeRedirect('/\\evil.com')).toBeUndefined()
    expect(sanitizeRedirect('/admin\\..\\\\evil.com')).toBeUndefined()
  })

  it('refuses absolute URLs and script URLs', () => {
    expect(sanitizeRedirect('https://evil.com')).toBeUndefined()
    expect(sanitizeRedirect('http://evil.com/admin')).toBeUndefined()
    expect(sanitizeRedirect('javascript:alert(1)')).toBeUndefined()
    expect(sanitizeRedirect('data:text/html,<script>alert(1)</script>')).toBeUndefined()
  })

  it('refuses control characters anywhere', () => {
    expect(sanitizeRedirect('/\t/evil.com')).toBeUndefined()
    expect(sanitizeRedirect('/admin\n')).toBeUndefined()
    expect(sanitizeRedirect('/\u0000admin')).toBeUndefined()
    expect(sanitizeRedirect('/admin\u007f')).toBeUndefined()
  })

  it('refuses relative paths without a leading slash and empty values', () => {
    expect(sanitizeRedirect('admin/collections/posts')).toBeUndefined()
    expect(sanitizeRedirect(' /admin')).toBeUndefined()
    expect(sanitizeRedirect('')).toBeUndefined()
    expect(sanitizeRedirect(null)).toBeUndefined()
    expect(sanitizeRedirect(undefined)).toBeUndefined()
  })

  it('refuses every target whose normalised form is protocol-relative or absolute', () => {
    for (const target of OFF_SITE_REDIRECTS)
      expect(sanitizeRedirect(target), target).toBeUndefined()
  })

  it('normalises dot segments but stays on the site', () => {
    expect(sanitizeRedirect('/admin/../account')).toBe('/account')
  })
})

describe('adminRedirectPath', () => {
  it('gives the path inside the admin for a target under the admin route', () => {
    expect(adminRedirectPath('/admin/collections/posts?page=2#x', '/admin')).toBe(
      '/collections/posts?page=2#x',
    )
    expect(adminRedirectPath('/admin', '/admin')).toBe('/')
    expect(adminRedirectPath('/admin?x=1', '/admin')).toBe('/?x=1')
    expect(adminRedirectPath('/admin/./account', '/admin/')).toBe('/account')
    expect(adminRedirectPath('/cms/account', '/cms')).toBe('/account')
    expect(adminRedirectPath('/account', '/')).toBe('/account')
  })

  it('refuses same-origin targets outside the admin route, also after normalising', () => {
    expect(adminRedirectPath('/api/users/me', '/admin')).toBeUndefined()
    expect(adminRedirectPath('/administrator', '/admin')).toBeUndefined()
    expect(adminRedirectPath('/admin/../preview/posts/1', '/admin')).toBeUndefined()
    expect(adminRedirectPath('/admin/%2e%2e/api', '/admin')).toBeUndefined()
  })

  it('refuses every off-site shape, whatever the admin route', () => {
    for (const target of OFF_SITE_REDIRECTS) {
      expect(adminRedirectPath(target, '/admin'), target).toBeUndefined()
      expect(adminRedirectPath(target, '/'), target).toBeUndefined()
    }
  })
})

describe('withRedirectParam', () => {
  const target = '/admin/collections/posts?page=2#x'

  it('adds ?redirect= to a URL without a query', () => {
    const url = withRedirectParam('/admin/login', target)
    expect(url).toBe(`/admin/login?redirect=${encodeURIComponent(target)}`)
    expect(new URL(url, 'http://x.test').searchParams.get('redirect')).toBe(target)
  })

  it('adds &redirect= to a URL that already has a query', () => {
    const url = withRedirectParam('https://idp.example/authorize?client=folio', target)
    expect(url).toBe(
      `https://idp.example/authorize?client=folio&redirect=${encodeURIComponent(target)}`,
    )
    const parsed = new URL(url)
    expect(parsed.searchParams.get('client')).toBe('folio')
    expect(parsed.searchParams.get('redirect')).toBe(target)
  })

  it('keeps the hash after the query', () => {
    expect(withRedirectParam('/admin/login#top', '/admin')).toBe(
      '/admin/login?redirect=%2Fadmin#top',
    )
    const url = withRedirectParam('/next?step=2#part', '/admin')
    expect(url).toBe('/next?step=2&redirect=%2Fadmin#part')
    expect(new URL(url, 'http://x.test').hash).toBe('#part')
  })

  it('leaves the URL alone without a redirect', () => {
    expect(withRedirectParam('/admin/login?x=1#h', undefined)).toBe('/admin/login?x=1#h')
    expect(withRedirectParam('/admin/login', '')).toBe('/admin/login')
  })
})
