import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAdmin, type ApiClient } from '../harness/api-client'
import { startS3, type RunningS3 } from '../harness/s3'
import { startFolio, type RunningFolio } from '../harness/server'

function uploadForm(file: Buffer, filename: string, type: string): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), filename)
  form.append('_payload', JSON.stringify({ alt: 'stored in S3' }))
  return form
}

// Storage does not depend on the database: SQLite only.
describe('upload collections in S3-compatible storage (S3_BUCKET)', () => {
  let s3: RunningS3
  let folio: RunningFolio
  let admin: ApiClient
  const localFiles = () => {
    const dir = path.join(folio.dataDir, 'media')
    return existsSync(dir) ? readdirSync(dir) : []
  }

  beforeAll(async () => {
    s3 = await startS3()
    folio = await startFolio({ env: s3.env })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
    await s3?.stop()
  })

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
    expect(await s3.keys()).toEqual([doc.filename, ...sizeFiles].sort())
    expect(localFiles()).toEqual([])

    // The same address as from disk (the adapter writes it with the server's URL in front).
    expect(new URL(doc.url, folio.url).pathname).toBe(`/api/media/file/${doc.filename}`)
    const served = await fetch(new URL(doc.url, folio.url), {
      headers: { Cookie: admin.cookieHeader(), Origin: new URL(folio.url).origin },
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    const anonymous = await fetch(new URL(doc.url, folio.url))
    expect(anonymous.status).toBe(403)

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

  it('makes the sizes again in the bucket when the focal point changes', async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#16a34a' },
    })
      .png()
      .toBuffer()
    const created = await admin.request('POST', '/media', uploadForm(png, 'field.png', 'image/png'))
    expect(created.status).toBe(201)
    const id = created.body.doc.id as number
    const before = await s3.keys()
    const moved = await admin.patch(`/media/${id}`, { focalX: 10, focalY: 90 })
    expect(moved.status).toBe(200)
    expect(moved.body.doc).toMatchObject({ focalX: 10, focalY: 90 })
    const after = await s3.keys()
    expect(after.length).toBe(before.length)
    const card = Object.values(moved.body.doc.sizes as Record<string, { url: string | null }>).find(
      (s) => s.url,
    )!
    const res = await fetch(new URL(card.url!, folio.url), {
      headers: { Cookie: admin.cookieHeader(), Origin: new URL(folio.url).origin },
    })
    expect(res.status).toBe(200)
    await admin.delete(`/media/${id}`)
    expect(await s3.keys()).toEqual([])
  })

  it('refuses to start with a key id but no secret', async () => {
    await expect(startFolio({ env: { ...s3.env, S3_SECRET_ACCESS_KEY: '' } })).rejects.toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    )
  })
})
