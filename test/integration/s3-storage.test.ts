import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../harness/api-client'
import { startFolioWithS3, stopFolioWithS3 } from '../harness/folio-with-s3'
import type { RunningS3 } from '../harness/s3'
import { startFolio, type RunningFolio } from '../harness/server'

function uploadForm(file: Buffer, filename: string, type: string): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), filename)
  form.append('_payload', JSON.stringify({ alt: 'stored in S3' }))
  return form
}

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

// Storage does not depend on the database: SQLite only.
describe('upload collections in S3-compatible storage (S3_BUCKET)', () => {
  let s3: RunningS3
  let folio: RunningFolio
  let admin: ApiClient
  const localFiles = () => {
    const dir = path.join(folio.dataDir, 'media')
    return existsSync(dir) ? readdirSync(dir) : []
  }

  /** A stored file as the signed-in admin's browser gets it. */
  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    fetch(new URL(url, folio.url), {
      headers: { Cookie: admin.cookieHeader(), Origin: new URL(folio.url).origin, ...headers },
    })
  const bytesOf = async (url: string) => Buffer.from(await (await fetchFile(url)).arrayBuffer())

  beforeAll(async () => {
    ;({ s3, folio, admin } = await startFolioWithS3())
  })
  afterAll(() => stopFolioWithS3({ s3, folio }))

  it('stores an uploaded image and its sizes in the bucket, not on disk, and serves them with read access', async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#2563eb' },
    })
      .png()
      .toBuffer()
    const created = await admin.request('POST', '/media', uploadForm(png, 'sea.png', 'image/png'))
    expect(created.status).toBe(201)
    const doc = created.body.doc as {
      id: number
      filename: string
      url: string
      sizes: Record<string, { filename: string | null; url: string | null }>
    }
    const sizeFiles = Object.values(doc.sizes)
      .map((s) => s.filename)
      .filter((f): f is string => Boolean(f))
    expect(sizeFiles.length).toBeGreaterThan(0)
    expect(await s3.keys()).toEqual([doc.filename, ...sizeFiles].map((f) => `media/${f}`).sort())
    expect(localFiles()).toEqual([])

    // The same address as from disk.
    expect(new URL(doc.url, folio.url).pathname).toBe(`/api/media/file/${doc.filename}`)
    const served = await fetch(new URL(doc.url, folio.url), {
      headers: { Cookie: admin.cookieHeader(), Origin: new URL(folio.url).origin },
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    // Media are public (README 'Who reads what'): the file from the bucket too.
    const anonymous = await fetch(new URL(doc.url, folio.url))
    expect(anonymous.status).toBe(200)
    expect(Buffer.from(await anonymous.arrayBuffer()).equals(png)).toBe(true)

    await admin.delete(`/media/${doc.id}`)
    expect(await s3.keys()).toEqual([])
  })

  it('serves an SVG from the bucket as an attachment, never inline, as from disk', async () => {
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
    await admin.delete(`/media/${created.body.doc.id}`)
  })

  it('stores nothing in the bucket for a file the server refuses', async () => {
    const script = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const refused = await admin.request(
      'POST',
      '/media',
      uploadForm(script, 'evil.svg', 'image/svg+xml'),
    )
    expect(refused.status).toBe(400)
    const fake = await admin.request(
      'POST',
      '/media',
      uploadForm(Buffer.from('not an image at all'), 'photo.png', 'image/png'),
    )
    expect(fake.status).toBe(400)
    expect(await s3.keys()).toEqual([])
    expect(localFiles()).toEqual([])
  })

  it('makes the sizes again in the bucket when the focal point changes, and a crop replaces them', async () => {
    // Left half red, right half blue: a square thumbnail around a point on the left is red.
    const halves = await sharp({
      create: { width: 1600, height: 800, channels: 3, background: '#0000ff' },
    })
      .composite([
        {
          input: await png(800, 800, '#ff0000'),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer()
    const created = await admin.request(
      'POST',
      '/media',
      uploadForm(halves, 'halves.png', 'image/png'),
    )
    expect(created.status).toBe(201)
    const id = created.body.doc.id as number
    const thumbnailUrl = (doc: { sizes: Record<string, { url: string }> }) =>
      doc.sizes.thumbnail!.url
    const centreColour = async (url: string) => {
      const { data, info } = await sharp(await bytesOf(url))
        .raw()
        .toBuffer({ resolveWithObject: true })
      const centre =
        (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
      return { red: data[centre]!, blue: data[centre + 2]! }
    }
    const keysBefore = await s3.keys()

    const moved = await admin.patch(
      `/media/${id}?uploadEdits[focalPoint][x]=5&uploadEdits[focalPoint][y]=50`,
      { focalX: 5, focalY: 50 },
    )
    expect(moved.status).toBe(200)
    expect(moved.body.doc).toMatchObject({ focalX: 5, focalY: 50 })
    expect(await s3.keys()).toEqual(keysBefore)
    expect(await centreColour(thumbnailUrl(moved.body.doc))).toMatchObject({ red: 255, blue: 0 })

    const movedRight = await admin.patch(
      `/media/${id}?uploadEdits[focalPoint][x]=95&uploadEdits[focalPoint][y]=50`,
      { focalX: 95, focalY: 50 },
    )
    expect(movedRight.status).toBe(200)
    expect(await centreColour(thumbnailUrl(movedRight.body.doc))).toMatchObject({
      red: 0,
      blue: 255,
    })

    // A crop to the left quarter: new dimensions, so new size names; the old objects go.
    const cropped = await admin.patch(
      `/media/${id}?uploadEdits[crop][x]=0&uploadEdits[crop][y]=0&uploadEdits[crop][width]=25&uploadEdits[crop][height]=100&uploadEdits[crop][unit]=%25&uploadEdits[widthInPixels]=400&uploadEdits[heightInPixels]=800`,
      {},
    )
    expect(cropped.status).toBe(200)
    expect(cropped.body.doc).toMatchObject({ width: 400, height: 800 })
    const doc = cropped.body.doc as {
      filename: string
      url: string
      sizes: Record<string, { filename: string | null }>
    }
    const names = [doc.filename, ...Object.values(doc.sizes).map((s) => s.filename)].filter(Boolean)
    expect(await s3.keys()).toEqual(names.map((n) => `media/${n}`).sort())
    const original = await sharp(await bytesOf(doc.url)).metadata()
    expect([original.width, original.height]).toEqual([400, 800])

    await admin.delete(`/media/${id}`)
    expect(await s3.keys()).toEqual([])
  })

  it('duplicates a document with its own copies of the files', async () => {
    const created = await admin.request(
      'POST',
      '/media',
      uploadForm(await png(900, 600, '#f59e0b'), 'copy-me.png', 'image/png'),
    )
    expect(created.status).toBe(201)
    const copy = await admin.post(`/media/${created.body.doc.id}/duplicate`, {})
    expect(copy.status).toBe(200)
    expect(copy.body.doc.filename).not.toBe(created.body.doc.filename)
    const keys = await s3.keys()
    expect(keys).toContain(`media/${copy.body.doc.filename}`)
    expect(keys).toContain(`media/${created.body.doc.filename}`)
    expect((await bytesOf(copy.body.doc.url)).length).toBeGreaterThan(0)
    await admin.delete(`/media/${created.body.doc.id}`)
    await admin.delete(`/media/${copy.body.doc.id}`)
    expect(await s3.keys()).toEqual([])
  })

  it('replaces the objects when a new file replaces the old one', async () => {
    const created = await admin.request(
      'POST',
      '/media',
      uploadForm(await png(600, 600, '#111111'), 'first.png', 'image/png'),
    )
    const id = created.body.doc.id as number
    const replaced = await admin.request(
      'PATCH',
      `/media/${id}`,
      uploadForm(await png(500, 300, '#eeeeee'), 'second.png', 'image/png'),
    )
    expect(replaced.status).toBe(200)
    const doc = replaced.body.doc as {
      filename: string
      sizes: Record<string, { filename: string | null }>
    }
    expect(doc.filename).toBe('second.png')
    const names = [doc.filename, ...Object.values(doc.sizes).map((s) => s.filename)].filter(Boolean)
    expect(await s3.keys()).toEqual(names.map((n) => `media/${n}`).sort())
    await admin.delete(`/media/${id}`)
  })

  it('removes what it put when the save fails after the files went to the bucket', async () => {
    // The alternative text is checked after the files are stored: too long fails the save.
    const form = uploadForm(await png(640, 480, '#7c3aed'), 'too-long.png', 'image/png')
    form.set('_payload', JSON.stringify({ alt: 'x'.repeat(301) }))
    const refused = await admin.request('POST', '/media', form)
    expect(refused.status).toBe(400)
    expect(await s3.keys()).toEqual([])
  })

  it('serves a range of a stored file (video seeking), and 304 for an unchanged one', async () => {
    const bytes = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    const created = await admin.request(
      'POST',
      '/media',
      uploadForm(bytes, 'noise.png', 'image/png'),
    )
    expect(created.status).toBe(201)
    const url = created.body.doc.url as string
    const part = await fetchFile(url, { Range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true)
    const whole = await fetchFile(url)
    const etag = whole.headers.get('etag')
    expect(etag).toBeTruthy()
    await whole.arrayBuffer()
    expect((await fetchFile(url, { 'If-None-Match': etag! })).status).toBe(304)
    await admin.delete(`/media/${created.body.doc.id}`)
  })

  it('serves only the files of documents the reader may read', async () => {
    const unknown = await fetchFile('/api/media/file/never-uploaded.png')
    expect([403, 404]).toContain(unknown.status)
    const traversal = await fetchFile('/api/media/file/..%2F..%2Fetc%2Fpasswd')
    expect([400, 403, 404]).toContain(traversal.status)
  })

  it('refuses to start with a key id but no secret', async () => {
    await expect(startFolio({ env: { ...s3.env, S3_SECRET_ACCESS_KEY: '' } })).rejects.toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    )
  })
})
