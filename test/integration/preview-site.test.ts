import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { startFolio, type RunningFolio } from '../harness/server'

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

/** A GET with exactly these headers and the path as written (no dot-segment normalisation). */
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
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString() })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

// The sample site is files and the API it reads: one database is enough.
describe('the sample site under /preview', () => {
  let folio: RunningFolio
  let admin: ApiClient
  let postId: number

  beforeAll(async () => {
    folio = await startFolio()
    admin = await signedInAdmin(folio)
    const post = await admin.post('/posts?locale=en', { title: 'Site page', _status: 'draft' })
    postId = post.body.doc.id as number
  })
  afterAll(async () => {
    await folio?.stop()
  })

  const get = (path: string, headers?: Record<string, string>) => rawGet(folio.url, path, headers)

  it('answers a document address with the site, framable by the admin alone', async () => {
    const res = await get('/preview/posts/1?locale=en')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.text).toContain('<div id="root"></div>')
    expect(res.text).toMatch(
      /<script type="module" crossorigin src="\/preview\/assets\/[\w-]+\.js">/,
    )
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/unsafe-(inline|eval)/)
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('same-origin')
    expect(res.headers['cache-control']).toBe('no-cache')
    // The admin itself stays unframable.
    const adminPage = await get('/admin/')
    expect(String(adminPage.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  })

  it('answers the index, a page and any other path below it with the same page', async () => {
    const index = await get('/preview/posts/1')
    for (const path of ['/preview', '/preview/', '/preview/pages/3', '/preview/nothing/here']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.text, path).toBe(index.text)
    }
  })

  it('is the page the live preview opens for a document', async () => {
    const { body } = await admin.get(
      `/folio/live-preview-url?collection=posts&id=${postId}&locale=en`,
    )
    const url = new URL(body.url as string)
    expect(url.pathname).toBe(`/preview/posts/${postId}`)
    const res = await get(url.pathname + url.search)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
  })

  it('reads the draft it shows for a signed-in visitor, and is refused for anyone else', async () => {
    const path = `/posts/${postId}?depth=2&draft=true&locale=en`
    const signedIn = await admin.get(path)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.title).toBe('Site page')
    // The site says 'Sign in to the admin to see this preview.' for 401 and 403.
    expect([401, 403]).toContain((await new ApiClient(folio.url).get(path)).status)
  })

  describe('assets', () => {
    let scriptPath: string
    let stylePath: string
    let identity: RawResponse

    beforeAll(async () => {
      const html = (await get('/preview/posts/1')).text
      scriptPath = /<script[^>]*\ssrc="([^"]+\.js)"/.exec(html)?.[1] ?? ''
      stylePath = /<link rel="stylesheet"[^>]*\shref="([^"]+\.css)"/.exec(html)?.[1] ?? ''
      expect(scriptPath).toMatch(/^\/preview\/assets\//)
      expect(stylePath).toMatch(/^\/preview\/assets\//)
      identity = await get(scriptPath)
    })

    it('serves hashed assets cached for a year', async () => {
      expect(identity.status).toBe(200)
      expect(identity.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(identity.headers['content-encoding']).toBeUndefined()
      const style = await get(stylePath)
      expect(style.status).toBe(200)
      expect(style.headers['content-type']).toBe('text/css; charset=utf-8')
      expect(style.headers['cache-control']).toContain('immutable')
    })

    it('serves the precompressed file to a client that accepts brotli', async () => {
      const res = await get(scriptPath, { 'accept-encoding': 'br' })
      expect(res.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(res.body).equals(identity.body)).toBe(true)
    })

    it('answers 404 for a missing asset', async () => {
      const res = await get('/preview/assets/missing-0000.js')
      expect(res.status).toBe(404)
      expect(res.text).not.toContain('<html')
    })
  })

  it('never serves a file outside the site', async () => {
    for (const path of [
      '/preview/../package.json',
      '/preview/../x',
      '/preview/assets/../../package.json',
      '/preview/assets/../../../package.json',
      '/preview/assets/..%2f..%2f..%2fpackage.json',
      '/preview/assets/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/preview/assets/..%5c..%5c..%5cpackage.json',
      '/preview/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await get(path)
      expect(res.text, path).not.toContain('"dependencies"')
      expect(res.text, path).not.toContain('"scripts"')
    }
    // Out of /preview, `..` leaves the site: nothing answers there.
    expect((await get('/preview/../x')).status).toBe(404)
  })
})
