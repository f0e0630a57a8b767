import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databases, startFolio, type RunningFolio } from '../harness/server'

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

/**
 * A plain HTTP GET that sends exactly the given headers (fetch would add Accept-Encoding and
 * Accept-Language) and the path verbatim (no dot-segment normalisation).
 */
function rawGet(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text: body.toString('utf8'),
        })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const htmlAttr = (html: string, name: string) =>
  new RegExp(`<html[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1]

describe.each(databases)('HTTP server (%s)', (database) => {
  let folio: RunningFolio
  beforeAll(async () => {
    folio = await startFolio({ database })
  })
  afterAll(async () => {
    await folio?.stop()
  })

  const admin = (path: string, headers?: Record<string, string>) =>
    rawGet(folio.url, `/admin${path}`, headers)

  it('answers liveness, and readiness with the database reachable', async () => {
    const res = await fetch(`${folio.url}/api/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${folio.url}/api/ready`)
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({ status: 'ready', database: 'reachable' })
  })

  it('keeps the X-Request-Id a load balancer sent, in the answer and in the JSON log lines', async () => {
    const id = 'lb-7f3a.2b:req-1'
    const res = await fetch(`${folio.url}/api/posts/not-a-post-id`, {
      headers: { 'X-Request-Id': id },
    })
    expect(res.headers.get('x-request-id')).toBe(id)
    const admin = await rawGet(folio.url, '/admin/', { 'X-Request-Id': id })
    expect(admin.headers['x-request-id']).toBe(id)
    // One that is not a plain token is replaced with the server's own.
    const odd = await fetch(`${folio.url}/api/health`, { headers: { 'X-Request-Id': 'a b<c>' } })
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('serves the admin HTML for a deep link, with its boot data and security headers', async () => {
    const res = await admin('/collections/posts/123')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.text).toContain('<base href="/admin/">')
    const boot = /<meta name="folio-boot" content="([^"]*)">/.exec(res.text)?.[1]
    expect(boot).toBeDefined()
    expect(JSON.parse((boot ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))).toEqual({
      adminRoute: '/admin',
      apiRoute: '/api',
      cookiePrefix: 'folio',
      userCollection: 'users',
    })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends the admin page gzipped when the browser takes it, the same page', async () => {
    const plain = await admin('/login')
    const res = await rawGet(folio.url, '/admin/login', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/Accept-Encoding/)
    const html = gunzipSync(res.body).toString('utf8')
    expect(html).toContain('<script type="application/json" id="folio-boot-data">')
    expect(html.length).toBe(plain.text.length)
    expect(res.body.length).toBeLessThan(html.length / 2)
  })

  it('sends the admin page as it is to a client that takes no compression', async () => {
    const res = await rawGet(folio.url, '/admin/login', { 'Accept-Encoding': 'br, gzip;q=0' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.text).toContain('id="folio-boot-data"')
  })

  it('sets the html language from Accept-Language, the folio-lng cookie, or German by default', async () => {
    expect(htmlAttr((await admin('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).text, 'lang')).toBe(
      'fr',
    )
    expect(htmlAttr((await admin('/collections/posts')).text, 'lang')).toBe('de')
    expect(
      htmlAttr(
        (await admin('/', { 'accept-language': 'fr-FR,fr;q=0.9', cookie: 'folio-lng=en' })).text,
        'lang',
      ),
    ).toBe('en')
    expect(
      htmlAttr(
        (await admin('/', { 'accept-language': 'xx', cookie: 'folio-lng=klingon' })).text,
        'lang',
      ),
    ).toBe('de')
    const arabic = (await admin('/', { 'accept-language': 'ar' })).text
    expect(htmlAttr(arabic, 'lang')).toBe('ar')
    expect(htmlAttr(arabic, 'dir')).toBe('rtl')
  })

  it('sets data-theme from the folio-theme cookie, light by default', async () => {
    expect(htmlAttr((await admin('/', { cookie: 'folio-theme=dark' })).text, 'data-theme')).toBe(
      'dark',
    )
    expect(
      htmlAttr((await admin('/', { cookie: 'a=1; folio-theme=auto' })).text, 'data-theme'),
    ).toBe('auto')
    expect(htmlAttr((await admin('/')).text, 'data-theme')).toBe('light')
    expect(htmlAttr((await admin('/', { cookie: 'folio-theme=purple' })).text, 'data-theme')).toBe(
      'light',
    )
  })

  it('still serves the admin when a cookie or the path has broken percent-encoding', async () => {
    const badCookie = await admin('/', { cookie: 'folio-theme=%; folio-lng=%E0' })
    expect(badCookie.status).toBe(200)
    expect(htmlAttr(badCookie.text, 'data-theme')).toBe('light')
    expect((await admin('/collections/posts/%E0')).status).toBe(200)
    expect((await admin('/assets/%E0.js')).status).toBe(404)
  })

  describe('hashed assets', () => {
    let assetPath: string
    let identity: RawResponse

    beforeAll(async () => {
      const html = (await admin('/')).text
      const src = /<script[^>]*\ssrc="([^"]+\.js)"/.exec(html)?.[1]
      expect(src).toMatch(/^\.\/assets\//)
      assetPath = new URL(src ?? '', `${folio.url}/admin/`).pathname
      expect(assetPath).toMatch(/^\/admin\/assets\/[\w.-]+\.js$/)
      identity = await rawGet(folio.url, assetPath)
    })

    it('serves the plain file without Accept-Encoding, cached as immutable', () => {
      expect(identity.status).toBe(200)
      expect(identity.headers['content-encoding']).toBeUndefined()
      expect(identity.headers['content-type']).toMatch(/^text\/javascript/)
      expect(identity.headers['cache-control']).toContain('immutable')
      expect(identity.headers['cache-control']).toContain('max-age=31536000')
      expect(identity.headers.vary).toMatch(/Accept-Encoding/i)
      expect(identity.body.length).toBeGreaterThan(0)
    })

    it('serves the precompressed brotli file for Accept-Encoding br', async () => {
      const res = await rawGet(folio.url, assetPath, { 'accept-encoding': 'br' })
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['cache-control']).toContain('immutable')
      expect(brotliDecompressSync(res.body).equals(identity.body)).toBe(true)
    })

    it('serves the precompressed gzip file for Accept-Encoding gzip', async () => {
      const res = await rawGet(folio.url, assetPath, { 'accept-encoding': 'gzip' })
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(res.body).equals(identity.body)).toBe(true)
    })

    it('answers 404 (not the HTML) for a missing asset', async () => {
      const res = await admin('/assets/does-not-exist-0000.js')
      expect(res.status).toBe(404)
      expect(res.text).not.toContain('<html')
    })

    it('never serves files from outside the assets folder', async () => {
      for (const path of [
        '/assets/../../package.json',
        '/assets/..%2f..%2fpackage.json',
        '/assets/%2e%2e/%2e%2e/package.json',
      ]) {
        const res = await admin(path)
        expect(res.text, path).not.toContain('"dependencies"')
      }
    })
  })

  it('redirects / to /admin', async () => {
    const res = await rawGet(folio.url, '/')
    expect([301, 302, 307, 308]).toContain(res.status)
    expect(res.headers.location).toBe('/admin')
  })
})

describe.each(databases)('graceful shutdown (%s)', (database) => {
  it('exits with code 0 soon after SIGTERM', async () => {
    const folio = await startFolio({ database })
    try {
      expect((await fetch(`${folio.url}/api/health`)).status).toBe(200)
      const startedAt = Date.now()
      process.kill(folio.pid, 'SIGTERM')
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), 5_000).unref(),
      )
      expect(await Promise.race([folio.exited, timeout])).toBe(0)
      expect(Date.now() - startedAt).toBeLessThan(5_000)
      expect(folio.logs()).toContain('SIGTERM: stopped')
    } finally {
      await folio.stop()
    }
  })
})
