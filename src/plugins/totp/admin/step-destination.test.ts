import { describe, expect, it } from 'vitest'
import { stepDestination } from './step-destination'

describe('where a sign-in step goes next', () => {
  it('goes where the sign-in was headed when the server names the admin root or nothing', () => {
    expect(stepDestination('/admin', '/admin/collections/posts', '/admin')).toBe(
      '/admin/collections/posts',
    )
    expect(stepDestination(undefined, '/admin/account', '/admin')).toBe('/admin/account')
    expect(stepDestination('/admin', null, '/admin')).toBe('/admin')
  })

  it('carries the redirect on to a further step', () => {
    expect(stepDestination('/admin/totp/setup', '/admin/account', '/admin')).toBe(
      '/admin/totp/setup?redirect=%2Fadmin%2Faccount',
    )
  })

  it('drops a redirect that leaves the site', () => {
    expect(stepDestination('/admin', 'https://evil.example/', '/admin')).toBe('/admin')
    expect(stepDestination('/admin/totp/setup', '//evil.example', '/admin')).toBe(
      '/admin/totp/setup',
    )
  })
})
