import { Hono } from 'hono'
import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { unservedRoutesGuard } from './unserved-routes'

const handler = () => new Response()
const endpoint = (method: string, path: string) => ({ method, path, handler })
const versionEndpoints = [
  endpoint('get', '/versions'),
  endpoint('get', '/versions/:id'),
  endpoint('post', '/versions/:id'),
]
const config = {
  routes: { api: '/api' },
  cookiePrefix: 'payload',
  i18n: { fallbackLanguage: 'en', supportedLanguages: {} },
  collections: [
    { slug: 'posts', versions: { drafts: false }, endpoints: [...versionEndpoints] },
    {
      slug: 'categories',
      versions: false,
      endpoints: [...versionEndpoints, endpoint('get', '/:id'), endpoint('delete', '/:id')],
    },
    // A custom endpoint listed first takes the path: Payload never reaches its version endpoint.
    { slug: 'preferences', endpoints: [endpoint('get', '/:key'), ...versionEndpoints] },
    { slug: 'migrations', endpoints: false },
  ],
  globals: [
    { slug: 'settings', versions: { max: 20 }, endpoints: [...versionEndpoints] },
    { slug: 'footer', versions: false, endpoints: [...versionEndpoints] },
  ],
  endpoints: [],
} as unknown as SanitizedConfig

const app = new Hono()
app.use('/api/*', unservedRoutesGuard(config))
app.all('/api/*', (c) => c.text('payload'))

async function statusOf(method: string, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { method, headers })
  return res.status
}

describe('unservedRoutesGuard', () => {
  it('answers 404 for the version endpoints of collections and globals without versions', async () => {
    expect(await statusOf('GET', '/api/categories/versions')).toBe(404)
    expect(await statusOf('GET', '/api/categories/versions/1')).toBe(404)
    expect(await statusOf('POST', '/api/categories/versions/1')).toBe(404)
    expect(await statusOf('GET', '/api/globals/footer/versions')).toBe(404)
    expect(await statusOf('POST', '/api/globals/footer/versions/7')).toBe(404)
    const override = { 'X-HTTP-Method-Override': 'GET' }
    expect(await statusOf('POST', '/api/categories/versions', override)).toBe(404)
    const res = await app.request('/api/categories/versions')
    expect(await res.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  })

  it('answers 404 for every route of a collection without endpoints', async () => {
    expect(await statusOf('GET', '/api/migrations')).toBe(404)
    expect(await statusOf('GET', '/api/migrations/versions/1')).toBe(404)
    expect(await statusOf('DELETE', '/api/migrations/1')).toBe(404)
  })

  it('passes versioned ones, other endpoints and a custom endpoint that takes the path', async () => {
    expect(await statusOf('GET', '/api/posts/versions')).toBe(200)
    expect(await statusOf('POST', '/api/posts/versions/1')).toBe(200)
    expect(await statusOf('GET', '/api/globals/settings/versions')).toBe(200)
    expect(await statusOf('DELETE', '/api/categories/versions')).toBe(200)
    expect(await statusOf('GET', '/api/categories/1')).toBe(200)
    expect(await statusOf('GET', '/api/preferences/versions')).toBe(200)
    expect(await statusOf('GET', '/api/nothing/versions')).toBe(200)
  })
})
