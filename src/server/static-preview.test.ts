import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { acceptedEncodings, fileInside } from './static-files'
import { PREVIEW_CSP, staticPreview } from './static-preview'

const root = mkdtempSync(path.join(tmpdir(), 'folio-static-preview-'))
const dist = path.join(root, 'preview')
const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" src="/preview/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>'
mkdirSync(path.join(dist, 'assets'), { recursive: true })
writeFileSync(path.join(dist, 'index.html'), INDEX)
writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX))
writeFileSync(path.join(dist, 'assets', 'index-a1.js'), 'console.log("site")')
writeFileSync(
  path.join(dist, 'assets', 'index-a1.js.br'),
  brotliCompressSync('console.log("site")'),
)
// Beside the site's folder: never served.
writeFileSync(path.join(root, 'secret.txt'), 'SECRET')
writeFileSync(path.join(dist, 'secret.js'), 'SECRET')
afterAll(() => rmSync(root, { recursive: true, force: true }))

function server(distDir = dist) {
  const app = new Hono()
  const serve = staticPreview({ distDir })
  app.get('/preview', serve)
  app.get('/preview/*', serve)
  return app
}

describe('the sample site', () => {
  it("answers every page with its index.html, framable by the admin's origin only", async () => {
    for (const page of ['/preview', '/preview/', '/preview/posts/1?locale=de', '/preview/x/y/z']) {
      const res = await server().request(page)
      expect(res.status, page).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await res.text()).toBe(INDEX)
      expect(res.headers.get('content-security-policy')).toBe(PREVIEW_CSP)
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('same-origin')
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
    expect(PREVIEW_CSP).toContain("frame-ancestors 'self'")
    expect(PREVIEW_CSP).toContain("script-src 'self'")
    expect(PREVIEW_CSP).not.toMatch(/unsafe-(inline|eval)/)
  })

  it('sends the precompressed page and assets to a client that accepts them', async () => {
    const page = await server().request('/preview/pages/2', {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(page.headers.get('content-security-policy')).toBe(PREVIEW_CSP)
    const asset = await server().request('/preview/assets/index-a1.js', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-encoding')).toBe('br')
    expect(asset.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('caches hashed assets for a year', async () => {
    const res = await server().request('/preview/assets/index-a1.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe('console.log("site")')
  })

  it('answers 404 for a missing asset, and never serves a file outside the assets folder', async () => {
    const missing = await server().request('/preview/assets/nope-00.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('<html')
    for (const attempt of [
      '/preview/assets/..%2fsecret.js',
      '/preview/assets/..%2f..%2fsecret.txt',
      '/preview/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/preview/assets/..%5c..%5csecret.txt',
      '/preview/assets/',
      '/preview/assets/%00',
    ]) {
      const res = await server().request(attempt)
      expect(res.status, attempt).toBe(404)
      expect(await res.text(), attempt).not.toContain('SECRET')
    }
  })

  it('says so when the site is not built', async () => {
    const res = await server(path.join(root, 'missing')).request('/preview/posts/1')
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('npm run build')
  })
})

describe('static files', () => {
  it('finds a file inside its folder only', () => {
    expect(fileInside('/srv/site', '/a.js')).toBe(path.resolve('/srv/site/a.js'))
    expect(fileInside('/srv/site', '/sub/a.js')).toBe(path.resolve('/srv/site/sub/a.js'))
    for (const rel of ['/../a.js', '/sub/../../a.js', '/', '', '/a\\..\\b', '/a\0.js', '/..'])
      expect(fileInside('/srv/site', rel), rel).toBeUndefined()
  })

  it('reads the encodings a client accepts, q=0 refusing one', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0')]).toEqual(['gzip', 'deflate'])
    expect([...acceptedEncodings('BR;q=0.5')]).toEqual(['br'])
    expect([...acceptedEncodings('')]).toEqual([])
  })
})
