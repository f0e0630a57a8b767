import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { disallowedMethod } from './allowed-methods'

const handler = () => new Response()
const endpoint = (method: string, path: string) => ({ method, path, handler })
const config = {
  routes: { api: '/api' },
  collections: [
    {
      slug: 'users',
      endpoints: [
        endpoint('post', '/login'),
        endpoint('get', '/me'),
        endpoint('get', '/:id'),
        endpoint('patch', '/:id'),
        endpoint('delete', '/:id'),
        endpoint('post', '/:id/lock'),
        endpoint('post', '/access/:id?'),
        endpoint('get', '/'),
        endpoint('post', '/'),
      ],
    },
  ],
  globals: [{ slug: 'settings', endpoints: [endpoint('get', '/'), endpoint('post', '/')] }],
  endpoints: [endpoint('get', '/folio/client-config')],
} as unknown as SanitizedConfig

describe('disallowedMethod', () => {
  it('prefers a literal path over a parameter, so GET /users/login is not a read of id "login"', () => {
    expect(disallowedMethod(config, 'GET', '/api/users/login')).toEqual(['POST'])
    expect(disallowedMethod(config, 'POST', '/api/users/login')).toBeUndefined()
    expect(disallowedMethod(config, 'DELETE', '/api/users/me')).toEqual(['GET'])
  })

  it('lists the methods of a path with parameters', () => {
    expect(disallowedMethod(config, 'POST', '/api/users/12')).toEqual(['DELETE', 'GET', 'PATCH'])
    expect(disallowedMethod(config, 'GET', '/api/users/12')).toBeUndefined()
    expect(disallowedMethod(config, 'GET', '/api/users/12/lock')).toEqual(['POST'])
    expect(disallowedMethod(config, 'POST', '/api/users/access')).toBeUndefined()
  })

  it('covers globals and root endpoints, and leaves unknown paths and OPTIONS to Payload', () => {
    expect(disallowedMethod(config, 'DELETE', '/api/globals/settings')).toEqual(['GET', 'POST'])
    expect(disallowedMethod(config, 'POST', '/api/folio/client-config')).toEqual(['GET'])
    expect(disallowedMethod(config, 'GET', '/api/nothing/here/at/all')).toBeUndefined()
    expect(disallowedMethod(config, 'OPTIONS', '/api/users/login')).toBeUndefined()
  })
})
