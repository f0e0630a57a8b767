import { existsSync, readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

function form(file: Buffer, filename: string, type: string, data: Record<string, unknown> = {}) {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(file)], { type }), filename)
  body.append('_payload', JSON.stringify({ alt: 'test', ...data }))
  return body
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer()

const messages = (body: any): string[] => [
  ...(body?.errors ?? []).map((e: { message: string }) => e.message),
  ...(body?.errors ?? []).flatMap((e: any) =>
    (e.data?.errors ?? []).map((d: { message: string }) => d.message),
  ),
]

/** Sends the start of a multipart upload that declares more than it sends, then drops the connection. */
function cutOffUpload(
  folio: RunningFolio,
  cookie: string,
  file: Buffer,
  midway: () => void,
): Promise<void> {
  const boundary = 'folio-cut-off'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"cut"}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
  const { hostname, port, origin } = new URL(folio.url)
  return new Promise((resolve) => {
    const req = httpRequest({
      hostname,
      port,
      path: '/api/media',
      method: 'POST',
      headers: {
        Origin: origin,
        Cookie: cookie,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + file.length * 2 + 64,
      },
    })
    req.on('error', () => resolve())
    req.on('close', () => resolve())
    req.write(head)
    req.write(file.subarray(0, Math.floor(file.length / 2)), () =>
      setTimeout(() => {
        midway()
        req.destroy()
      }, 300),
    )
  })
}

describe.each(databases)('uploads (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  const mediaDir = () => path.join(folio.dataDir, 'media')
  const storedFiles = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).sort() : [])
  const tempFiles = () => {
    const dir = path.join(folio.dataDir, 'upload-tmp')
    return existsSync(dir) ? readdirSync(dir) : []
  }
  const mediaCount = async () => (await admin.get('/media?limit=1')).body.totalDocs as number

  beforeAll(async () => {
    folio = await startFolio({ database, env: { FOLIO_UPLOAD_LIMIT: '2mb' } })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('stores an image with its sizes, and a new focal point (uploadEdits) regenerates them', async () => {
    const created = await admin.request(
      'POST',
      '/media',
      form(await png(800, 400), 'wide.png', 'image/png'),
    )
    expect(created.status).toBe(201)
    const doc = created.body.doc
    expect(doc).toMatchObject({
      filename: 'wide.png',
      mimeType: 'image/png',
      width: 800,
      height: 400,
      focalX: 50,
      focalY: 50,
    })
    expect(doc.sizes.thumbnail).toMatchObject({ width: 240, height: 240 })
    expect(storedFiles()).toEqual(
      expect.arrayContaining(['wide.png', 'wide-240x240.png', 'wide-768x384.png']),
    )

    const moved = await admin.request(
      'PATCH',
      `/media/${doc.id}?uploadEdits[focalPoint][x]=10&uploadEdits[focalPoint][y]=30`,
      { alt: 'moved' },
    )
    expect(moved.status).toBe(200)
    expect(moved.body.doc).toMatchObject({ focalX: 10, focalY: 30, alt: 'moved' })
  })

  it('refuses what is not what it claims, cannot be decoded, or is too large, with a clear message and nothing stored', async () => {
    const before = { count: await mediaCount(), files: storedFiles() }
    const cases: [FormData, number, RegExp][] = [
      [
        form(Buffer.from('hello, not an image'), 'fake.png', 'image/png'),
        400,
        /File type text\/plain .* is not allowed/,
      ],
      [form(Buffer.from('plain text'), 'notes.txt', 'text/plain'), 400, /is not allowed/],
      [
        form(
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]),
          'broken.jpg',
          'image/jpeg',
        ),
        400,
        /There was a problem while uploading the file\./,
      ],
      [
        form(Buffer.alloc(3 * 1024 * 1024, 1), 'big.png', 'image/png'),
        413,
        /at most 2 MB are accepted here/,
      ],
    ]
    for (const [body, status, message] of cases) {
      const res = await admin.request('POST', '/media', body)
      expect(res.status, JSON.stringify(res.body)).toBe(status)
      expect(messages(res.body).join(' ')).toMatch(message)
    }
    expect(await mediaCount()).toBe(before.count)
    expect(storedFiles()).toEqual(before.files)
    expect(tempFiles()).toEqual([])
  })

  it('leaves nothing behind from an upload cut off midway, and goes on serving', async () => {
    const before = { count: await mediaCount(), files: storedFiles() }
    let during: string[] = []
    await cutOffUpload(folio, admin.cookieHeader(), await png(1200, 1200), () => {
      during = tempFiles()
    })
    // The half that arrived was being written to a temp file…
    expect(during).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    // …which is gone, with no document and no stored file.
    expect(await mediaCount()).toBe(before.count)
    expect(storedFiles()).toEqual(before.files)
    expect(tempFiles()).toEqual([])
    expect((await fetch(`${folio.url}/api/health`)).status).toBe(200)
  })

  it('lets only those who may write media upload, and only from the admin origin', async () => {
    const viewer = { email: 'viewer@example.com', password: 'Viewer-pass-123', role: 'viewer' }
    expect((await admin.post('/users', viewer)).status).toBe(201)
    const asViewer = new ApiClient(folio.url)
    expect((await asViewer.login(viewer.email, viewer.password)).status).toBe(200)
    const before = await mediaCount()
    const refused = await asViewer.request(
      'POST',
      '/media',
      form(await png(10, 10), 'v.png', 'image/png'),
    )
    expect(refused.status).toBe(403)

    const foreign = await fetch(`${folio.url}/api/media`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Cookie: admin.cookieHeader() },
      body: form(await png(10, 10), 'csrf.png', 'image/png'),
    })
    expect(foreign.status).toBe(403)
    expect(await mediaCount()).toBe(before)
    expect(storedFiles()).not.toContain('v.png')
    expect(storedFiles()).not.toContain('csrf.png')
  })
})
