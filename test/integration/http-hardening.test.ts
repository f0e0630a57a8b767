import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: any
}

/**
 * A POST whose body the test writes itself: `declaredLength` sets Content-Length (without it the
 * body goes chunked), `sendBytes` is what is actually written, in 64 KB chunks, stopping as soon
 * as the server answers. Resolves with the answer; a server that closes the connection after
 * answering does not fail it.
 */
function rawPost(args: {
  url: string
  path: string
  contentType: string
  sendBytes: number
  declaredLength?: number
  fill?: string
}): Promise<RawAnswer> {
  const { hostname, port, origin } = new URL(args.url)
  const headers: Record<string, string | number> = {
    'Content-Type': args.contentType,
    Origin: origin,
    'Accept-Language': 'en',
  }
  if (args.declaredLength !== undefined) headers['Content-Length'] = args.declaredLength
  return new Promise((resolve, reject) => {
    let isAnswered = false
    const req = httpRequest({ hostname, port, path: args.path, method: 'POST', headers }, (res) => {
      isAnswered = true
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body })
      })
    })
    req.on('error', (error) => {
      if (!isAnswered) reject(error)
    })
    const chunk = Buffer.alloc(64 * 1024, args.fill ?? ' ')
    let written = 0
    const writeMore = () => {
      while (!isAnswered && written < args.sendBytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, args.sendBytes - written))
        written += part.length
        if (!req.write(part)) return void req.once('drain', writeMore)
      }
      if (args.declaredLength === undefined || written >= args.declaredLength) req.end()
    }
    writeMore()
  })
}

const MB = 1024 * 1024
const messageOf = (body: any): string => body?.errors?.[0]?.message

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()
}

function uploadForm(file: Buffer, filename: string, type = 'image/png'): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), filename)
  form.append('_payload', JSON.stringify({ alt: 'test image' }))
  return form
}

describe.each(databases)('HTTP hardening (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  const healthy = async () => (await fetch(`${folio.url}/api/health`)).status

  beforeAll(async () => {
    folio = await startFolio({ database, env: { FOLIO_UPLOAD_LIMIT: '256kb' } })
    admin = new ApiClient(folio.url)
    expect(
      (
        await admin.post('/users/first-register', {
          email: 'admin@example.com',
          password: 'Admin-pass-123',
        })
      ).status,
    ).toBe(200)
    expect((await admin.login('admin@example.com', 'Admin-pass-123')).status).toBe(200)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  describe('request body limits', () => {
    it('refuses a JSON body over 1 MB to forgot-password with 413 by its Content-Length, before reading it', async () => {
      // 200 MB declared, 128 KB sent: the answer cannot wait for (or parse) the body.
      const res = await rawPost({
        url: folio.url,
        path: '/api/users/forgot-password',
        contentType: 'application/json',
        declaredLength: 200 * MB,
        sendBytes: 128 * 1024,
      })
      expect(res.status).toBe(413)
      expect(messageOf(res.body)).toBe(
        'The request body is too large: at most 1 MB are accepted here.',
      )
      expect(await healthy()).toBe(200)
    })

    it('refuses a 50 MB login body with 413, not a 401 after parsing it', async () => {
      const res = await rawPost({
        url: folio.url,
        path: '/api/users/login',
        contentType: 'application/json',
        declaredLength: 50 * MB,
        sendBytes: 64 * 1024,
      })
      expect(res.status).toBe(413)
      expect(await healthy()).toBe(200)
    })

    it('refuses a chunked JSON body without Content-Length once it passes the limit', async () => {
      for (const path of ['/api/users/login', '/api/users/forgot-password']) {
        const res = await rawPost({
          url: folio.url,
          path,
          contentType: 'application/json',
          sendBytes: 5 * MB,
        })
        expect(res.status).toBe(413)
        expect(res.headers['content-length']).toBeDefined()
      }
      expect(await healthy()).toBe(200)
    })

    it('limits bodies of any content type, urlencoded included', async () => {
      const res = await rawPost({
        url: folio.url,
        path: '/api/users/login',
        contentType: 'application/x-www-form-urlencoded',
        sendBytes: 2 * MB,
        fill: 'a',
      })
      expect(res.status).toBe(413)
    })

    it('still accepts a JSON body just below the limit', async () => {
      const post = await admin.post('/posts', {
        title: 'Big body',
        ignoredPadding: 'x'.repeat(1000 * 1000),
      })
      expect(post.status).toBe(201)
    })

    it('refuses JSON nested 100,000 deep with 400, as the body of a document and of a sign-in', async () => {
      const deep = '['.repeat(100_000) + ']'.repeat(100_000)
      const bodies = [
        { path: '/posts', body: `{"title":"deep","tags":${deep}}` },
        { path: '/users/login', body: `{"email":"admin@example.com","password":${deep}}` },
      ]
      for (const { path, body } of bodies) {
        const res = await fetch(`${folio.url}/api${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: folio.url,
            'Accept-Language': 'en',
            Cookie: admin.cookieHeader(),
          },
          body,
        })
        expect(res.status).toBe(400)
        expect(messageOf(await res.json())).toBe(
          'The request body is nested too deeply: at most 64 levels are accepted.',
        )
      }
      expect(await healthy()).toBe(200)
    })

    it('refuses deeply nested data in the _payload field of a multipart request with 400', async () => {
      const deep = '['.repeat(100_000) + ']'.repeat(100_000)
      const upload = uploadForm(await png(10, 10), 'deep.png')
      upload.set('_payload', `{"alt":"deep","extra":${deep}}`)
      const document = new FormData()
      document.append('_payload', `{"title":"deep title","tags":${deep}}`)
      for (const [path, form] of [
        ['/media', upload],
        ['/posts', document],
      ] as const) {
        const res = await admin.request('POST', path, form)
        expect({ path, status: res.status, message: messageOf(res.body) }).toEqual({
          path,
          status: 400,
          message: 'The request body is nested too deeply: at most 64 levels are accepted.',
        })
      }
      expect(await healthy()).toBe(200)
    })

    it('answers a _payload field that is not JSON with 400 naming it, for uploads and documents', async () => {
      const upload = uploadForm(await png(10, 10), 'broken.png')
      upload.set('_payload', '{not json')
      const document = new FormData()
      document.append('_payload', '{"title": "unfinished"')
      for (const [path, form] of [
        ['/media', upload],
        ['/posts', document],
      ] as const) {
        const res = await admin.request('POST', path, form)
        expect({ path, status: res.status, message: messageOf(res.body) }).toEqual({
          path,
          status: 400,
          message: 'The form field _payload is not valid JSON.',
        })
      }
      expect((await admin.get('/media?where[filename][equals]=broken.png')).body.totalDocs).toBe(0)
    })

    it('answers in German when the request asks for it', async () => {
      const res = await fetch(`${folio.url}/api/users/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: folio.url, 'Accept-Language': 'de' },
        body: JSON.stringify({ email: 'x'.repeat(2 * MB) }),
      })
      expect(res.status).toBe(413)
      expect(messageOf(await res.json())).toBe(
        'Der Inhalt der Anfrage ist zu groß: Hier werden höchstens 1 MB angenommen.',
      )
    })

    it("uploads a normal image to media and refuses one over the collection's limit with 413", async () => {
      const mediaCount = async () => (await admin.get('/media?limit=1')).body.totalDocs as number
      const before = await mediaCount()
      const small = await admin.request(
        'POST',
        '/media',
        uploadForm(await png(64, 48), 'small.png'),
      )
      expect(small.status).toBe(201)
      expect(small.body.doc.filename).toBe('small.png')

      const large = await admin.request(
        'POST',
        '/media',
        uploadForm(randomBytes(400 * 1024), 'large.png'),
      )
      expect(large.status).toBe(413)
      expect(messageOf(large.body)).toBe(
        'The request body is too large: at most 256 KB are accepted here.',
      )
      // Only the small one was stored (other cases upload media too).
      expect(await mediaCount()).toBe(before + 1)
    })

    it('counts a chunked upload without Content-Length against the same limit', async () => {
      const boundary = 'folio-test-boundary'
      const res = await rawPost({
        url: folio.url,
        path: '/api/media',
        contentType: `multipart/form-data; boundary=${boundary}`,
        sendBytes: 2 * MB,
      })
      expect(res.status).toBe(413)
      expect(await healthy()).toBe(200)
    })
  })

  describe('headers', () => {
    const noStore = (headers: Headers) => ({
      cacheControl: headers.get('cache-control'),
      nosniff: headers.get('x-content-type-options'),
    })

    it('answers every auth endpoint with Cache-Control: no-store and nosniff', async () => {
      const user = new ApiClient(folio.url)
      const answers = [
        await user.post('/users/first-register', {
          email: 'second@example.com',
          password: 'Admin-pass-123',
        }),
        await user.login('admin@example.com', 'Admin-pass-123'),
        await user.get('/users/me'),
        await user.post('/users/refresh-token'),
        await user.post('/users/forgot-password', { email: 'nobody@example.com' }),
        await user.post('/users/reset-password', {
          token: 'not-a-token',
          password: 'Another-pass-456',
        }),
        await user.post('/users/change-password', {
          currentPassword: 'wrong',
          password: 'Another-pass-456',
        }),
        await user.post('/users/unlock', { email: 'nobody@example.com' }),
        await user.post('/users/logout'),
        await user.login('admin@example.com', 'wrong password'),
      ]
      for (const answer of answers)
        expect(noStore(answer.headers)).toEqual({ cacheControl: 'no-store', nosniff: 'nosniff' })
    })

    it('answers API JSON, errors and the health check with nosniff and no-store', async () => {
      for (const answer of [
        await admin.get('/posts'),
        await admin.get('/nothing-here'),
        await admin.get('/users/abc'),
      ]) {
        expect(noStore(answer.headers)).toEqual({ cacheControl: 'no-store', nosniff: 'nosniff' })
      }
      // An endpoint's own no-store is kept as it is.
      expect(noStore((await admin.get('/folio/client-config')).headers)).toEqual({
        cacheControl: 'private, no-store',
        nosniff: 'nosniff',
      })
      const health = await fetch(`${folio.url}/api/health`)
      expect(health.headers.get('x-content-type-options')).toBe('nosniff')
    })

    it('serves an uploaded image inline with nosniff and its file name', async () => {
      const created = await admin.request(
        'POST',
        '/media',
        uploadForm(await png(40, 30), 'Übersicht März.png'),
      )
      expect(created.status).toBe(201)
      const res = await admin.get(`/media/file/${encodeURIComponent(created.body.doc.filename)}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-disposition')).toBe(
        `inline; filename="_bersicht M_rz.png"; filename*=UTF-8''%C3%9Cbersicht%20M%C3%A4rz.png`,
      )
    })

    it('stores and serves an RTLO file name without its bidi characters', async () => {
      const created = await admin.request(
        'POST',
        '/media',
        uploadForm(await png(40, 30), 'holiday\u202Egnp.exe\u202C.png'),
      )
      expect(created.status).toBe(201)
      expect(created.body.doc.filename).toBe('holidaygnp.exe.png')
      const res = await admin.get(`/media/file/${encodeURIComponent(created.body.doc.filename)}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toBe(
        `inline; filename="holidaygnp.exe.png"; filename*=UTF-8''holidaygnp.exe.png`,
      )
    })

    it('never serves an SVG inline from our origin', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      )
      const created = await admin.request(
        'POST',
        '/media',
        uploadForm(svg, 'drawing.svg', 'image/svg+xml'),
      )
      expect(created.status).toBe(201)
      const res = await admin.get(`/media/file/${encodeURIComponent(created.body.doc.filename)}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="drawing.svg"; filename*=UTF-8''drawing.svg`,
      )
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    })
  })

  describe('connections', () => {
    /** A GET on the agent's one connection: its status, and whether it went on a kept-alive one. */
    const getOn = (agent: Agent, path: string) =>
      new Promise<{ status: number; isReused: boolean }>((resolve, reject) => {
        const req = httpRequest(`${folio.url}${path}`, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, isReused: req.reusedSocket }))
        })
        req.on('error', reject)
        req.end()
      })

    it('keeps an idle connection open past Node’s 5 s, so a load balancer reusing it is not reset', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      try {
        expect(await getOn(agent, '/api/health')).toEqual({ status: 200, isReused: false })
        await new Promise((r) => setTimeout(r, 6500))
        expect(await getOn(agent, '/api/health')).toEqual({ status: 200, isReused: true })
      } finally {
        agent.destroy()
      }
    })
  })

  describe('client mistakes answer 4xx, real faults 500 with a request id', () => {
    it('answers an id that cannot be one with the 404 of a missing document', async () => {
      const missing = await admin.get('/posts/999999')
      expect(missing.status).toBe(404)
      for (const answer of [
        await admin.get('/users/abc'),
        await admin.get('/posts/abc'),
        await admin.patch('/posts/abc', { title: 'Nope' }),
        await admin.delete('/posts/1.5'),
      ]) {
        expect(answer.status).toBe(404)
        expect(answer.body).toEqual(missing.body)
      }
      expect(missing.body).toEqual({ errors: [{ message: 'Not Found' }] })
    })

    it('answers a where value of the wrong type with 400, never 500', async () => {
      // Which wrong values reach the database differs: SQLite refuses the unreadable date,
      // PostgreSQL the boolean and the enum value; the others find nothing.
      const failsOn = {
        sqlite: '/posts?where[createdAt][greater_than]=not-a-date',
        postgres: '/posts?where[featured][equals]=maybe',
      }
      const queries = [
        ...Object.values(failsOn),
        '/posts?where[category][in]=1',
        '/posts?where[readingTime][equals]=abc',
      ]
      for (const query of queries) {
        const res = await admin.get(query)
        expect([200, 400]).toContain(res.status)
        if (res.status === 400)
          expect(res.body).toEqual({
            errors: [{ message: 'A value in the request has the wrong type for its field.' }],
          })
      }
      expect((await admin.get(failsOn[database])).status).toBe(400)
      const german = await admin.request('GET', failsOn[database], undefined, {
        'Accept-Language': 'de',
      })
      expect(german.body).toEqual({
        errors: [{ message: 'Ein Wert in der Anfrage hat den falschen Typ für sein Feld.' }],
      })
    })

    it('answers a method an endpoint does not have with 405 and Allow', async () => {
      const cases: [string, string, string][] = [
        ['GET', '/users/login', 'POST'],
        ['GET', '/users/forgot-password', 'POST'],
        ['GET', '/users/logout', 'POST'],
        ['DELETE', '/users/me', 'GET'],
        ['POST', '/posts/1', 'DELETE, GET, PATCH'],
        ['PUT', '/globals/settings', 'GET, POST'],
      ]
      for (const [method, path, allow] of cases) {
        const res = await admin.request(method, path)
        expect({ path, status: res.status, allow: res.headers.get('allow') }).toEqual({
          path,
          status: 405,
          allow,
        })
        expect(res.body).toEqual({
          errors: [{ message: `The method ${method} is not allowed here. Allowed: ${allow}.` }],
        })
      }
    })

    it('answers a file name no document has with 404, and still serves stored files and their sizes', async () => {
      const unknown = await admin.get('/media/file/never-uploaded.png')
      expect(unknown.status).toBe(404)
      expect(unknown.body).toEqual({ errors: [{ message: 'Not Found' }] })
      const created = await admin.request(
        'POST',
        '/media',
        uploadForm(await png(400, 300), 'sized.png'),
      )
      expect(created.status).toBe(201)
      expect((await admin.get(`/media/file/${created.body.doc.filename}`)).status).toBe(200)
      expect(
        (await admin.get(`/media/file/${created.body.doc.sizes.thumbnail.filename}`)).status,
      ).toBe(200)
    })

    it('keeps 500 with a generic message for a real fault, and logs it with the id the answer carries', async () => {
      const created = await admin.request(
        'POST',
        '/media',
        uploadForm(await png(20, 20), 'vanishing.png'),
      )
      expect(created.status).toBe(201)
      rmSync(path.join(folio.dataDir, 'media', created.body.doc.filename))
      const res = await admin.get(`/media/file/${created.body.doc.filename}`)
      expect(res.status).toBe(500)
      expect(res.body).toEqual({ errors: [{ message: 'Something went wrong.' }] })
      const requestId = res.headers.get('x-request-id')
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
      // Each line is one JSON object: Payload's own line about the fault and Folio's carry the id.
      const linesOf = () =>
        folio
          .logs()
          .split('\n')
          .filter((line) => line.includes(requestId!))
          .map((line) => JSON.parse(line) as { requestId?: string; level: number; msg?: string })
      await vi.waitFor(() => expect(linesOf().length).toBeGreaterThanOrEqual(2), { timeout: 5000 })
      const lines = linesOf()
      for (const line of lines) expect(line.requestId).toBe(requestId)
      expect(lines.some((line) => line.level >= 50 && line.msg !== 'Server error answered')).toBe(
        true,
      )
    })

    it('gives every API answer its own request id', async () => {
      const [a, b] = [await admin.get('/posts'), await admin.get('/posts')]
      expect(a.headers.get('x-request-id')).toBeTruthy()
      expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'))
    })
  })
})
