import { describe, expect, it } from 'vitest'
import { adminHref, adminPaths, apiHref, apiPaths } from './routes'

describe('adminHref', () => {
  it("joins paths to the admin route '/admin'", () => {
    expect(adminHref('/admin', adminPaths.dashboard)).toBe('/admin')
    expect(adminHref('/admin', adminPaths.login)).toBe('/admin/login')
    expect(adminHref('/admin', adminPaths.document('posts', 12))).toBe(
      '/admin/collections/posts/12',
    )
  })

  it("gives the same result for '/admin/' (no doubled slash)", () => {
    expect(adminHref('/admin/', adminPaths.dashboard)).toBe('/admin')
    expect(adminHref('/admin/', adminPaths.collection('posts'))).toBe('/admin/collections/posts')
  })

  it("works when the admin is mounted at '/'", () => {
    expect(adminHref('/', adminPaths.dashboard)).toBe('/')
    expect(adminHref('/', adminPaths.account)).toBe('/account')
    expect(adminHref('/', adminPaths.global('settings'))).toBe('/globals/settings')
  })

  it('appends search parameters, encoded, and drops empty ones', () => {
    expect(
      adminHref('/admin', adminPaths.login, { redirect: '/admin/collections/posts?page=2' }),
    ).toBe('/admin/login?redirect=%2Fadmin%2Fcollections%2Fposts%3Fpage%3D2')
    expect(
      adminHref('/admin', adminPaths.collection('posts'), {
        page: '2',
        limit: '25',
        search: undefined,
        sort: '',
      }),
    ).toBe('/admin/collections/posts?page=2&limit=25')
    expect(adminHref('/admin', adminPaths.dashboard, { search: undefined })).toBe('/admin')
    expect(adminHref('/', adminPaths.dashboard, { tab: 'a b' })).toBe('/?tab=a+b')
  })
})

describe('adminPaths', () => {
  it('encodes slugs and ids', () => {
    expect(adminPaths.document('my posts', 'a/b?c')).toBe('/collections/my%20posts/a%2Fb%3Fc')
    expect(adminPaths.createDocument('posts')).toBe('/collections/posts/create')
  })
})

describe('apiPaths', () => {
  it('builds the REST paths with encoded segments', () => {
    expect(apiPaths.document('posts', 'x/../y')).toBe('/posts/x%2F..%2Fy')
    expect(apiPaths.collection('a&b')).toBe('/a%26b')
    expect(apiPaths.global('site settings')).toBe('/globals/site%20settings')
    expect(apiPaths.globalAccess('settings')).toBe('/globals/settings/access')
    expect(apiPaths.docAccess('posts', 7)).toBe('/posts/access/7')
    expect(apiPaths.preference('collection-posts?x')).toBe(
      '/payload-preferences/collection-posts%3Fx',
    )
    expect(apiPaths.auth('users', 'first-register')).toBe('/users/first-register')
    expect(apiPaths.clientConfig).toBe('/folio/client-config')
  })

  it('joins to the API route without doubled slashes', () => {
    expect(apiHref('/api', apiPaths.access)).toBe('/api/access')
    expect(apiHref('/api/', apiPaths.document('posts', 1))).toBe('/api/posts/1')
  })
})
