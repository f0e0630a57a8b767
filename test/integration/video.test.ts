import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, restartFolio, startFolio, type RunningFolio } from '../harness/server'
import {
  createUpload,
  makeVideo as makeVideoIn,
  putFile,
  uploadRequest,
  waitForStatus,
} from '../harness/videos'
import type { ClientField } from '../../src/shared/client-config'
import type { VideoData, VideoDoc, VideoUploadAnswer } from '../../src/plugins/video/shared'

const PASSWORD = 'Video-Pass-1234'
const FOREIGN = 'https://elsewhere.example'
const work = mkdtempSync(path.join(tmpdir(), 'folio-video-test-'))

const makeVideo = (name: string, seconds: number) => makeVideoIn(work, name, seconds)

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe.each(databases)('video plugin (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let viewer: ApiClient
  let clip: Buffer

  beforeAll(async () => {
    clip = makeVideo(`clip-${database}.mp4`, 3)
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio)
    const created = await admin.post('/users', {
      email: 'viewer@video.test',
      password: PASSWORD,
      name: 'Viewer',
      role: 'viewer',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    viewer = new ApiClient(folio.url)
    expect((await viewer.login('viewer@video.test', PASSWORD)).status).toBe(200)
  }, 120_000)

  afterAll(async () => {
    await folio?.stop()
  })

  it('has the categories and tags the posts field names on a fresh database, resolved by slug', async () => {
    const categories = await admin.get('/video/categories?where[slug][in]=editorial&depth=0')
    expect(categories.status).toBe(200)
    expect(categories.body.docs).toHaveLength(1)
    expect(categories.body.docs[0].slug).toBe('editorial')
    const tags = await admin.get('/video/tags?where[slug][in]=web,missing&depth=0')
    expect(tags.body.docs.map((d: { slug: string }) => d.slug)).toEqual(['web'])
  })

  it('describes the video-select field to the admin, and no hidden video field', async () => {
    const config = await admin.get('/folio/client-config')
    expect(config.status).toBe(200)
    const text = JSON.stringify(config.body)
    expect(text).toContain('"video-select"')
    // The kit's settings (`custom.video`) travel as the field's `kitConfig`.
    expect(text).toMatch(/"kitConfig":\{"apiUrl":"[^"]*\/video\/videos","namespace":"video"/)
    expect(text).not.toContain('workspace')
    expect(text).not.toContain('uploadNonce')
    // The copies and the focal point: hidden in the form, saved with it, as the field fills them.
    const posts = (config.body.collections as { slug: string; fields: ClientField[] }[]).find(
      (c) => c.slug === 'posts',
    )!
    const filled = posts.fields.filter((f) => f.filledBy === 'video-select')
    expect(filled.map((f) => f.name).sort()).toEqual(
      [
        'video.data',
        'video.dataUrl',
        'video.focalX',
        'video.focalY',
        'video.previewThumbnailUrl',
        'video.previewVideoUrl',
        'video.status',
        'video.visibility',
      ].sort(),
    )
    expect(filled.every((f) => f.admin.hidden === true && !f.admin.readOnly)).toBe(true)
  })

  it('gives posts a video group with the video-select field, its copies and a focal point', async () => {
    const post = await admin.post('/posts', {
      title: 'Video post',
      video: { videoId: '7', status: 'COMPLETE', focalX: 30, focalY: 70 },
    })
    expect(post.status, JSON.stringify(post.body)).toBe(201)
    expect(post.body.doc.video).toMatchObject({
      videoId: '7',
      status: 'COMPLETE',
      focalX: 30,
      focalY: 70,
    })
    const outside = await admin.post('/posts', { title: 'Off the frame', video: { focalX: 101 } })
    expect(outside.status).toBe(400)
  })

  it('refuses upload creation to anonymous (401), viewers (403) and foreign origins (403)', async () => {
    const anonymous = new ApiClient(folio.url)
    expect(
      (await anonymous.request('PUT', '/video/videos/upload', uploadRequest('A'))).status,
    ).toBe(401)
    expect((await viewer.request('PUT', '/video/videos/upload', uploadRequest('V'))).status).toBe(
      403,
    )
    const foreign = await admin.request('PUT', '/video/videos/upload', uploadRequest('F'), {
      Origin: FOREIGN,
    })
    expect(foreign.status).toBe(403)
  })

  it('checks upload metadata (400 with a message)', async () => {
    const cases = [
      { ...uploadRequest('x'), title: 'x'.repeat(101) },
      { ...uploadRequest('x'), slug: 'Not A Slug' },
      { ...uploadRequest('x'), mimeType: 'image/png' },
      { ...uploadRequest('x'), extension: 'a-very-long-extension' },
      { ...uploadRequest('x'), categories: 'editorial' },
    ]
    for (const body of cases) {
      const res = await admin.request('PUT', '/video/videos/upload', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errors[0].message).toMatch(/\w/)
    }
  })

  it('uploads through the signed URL once, encodes to HLS and serves the files', async () => {
    const categories = await admin.get('/video/categories?where[slug][in]=editorial&depth=0')
    const tags = await admin.get('/video/tags?where[slug][in]=web&depth=0')
    const created = await admin.request('PUT', '/video/videos/upload', {
      ...uploadRequest('Test pattern'),
      categories: [categories.body.docs[0].id],
      tags: [tags.body.docs[0].id],
    })
    expect(created.status).toBe(200)
    const { videoId, signedUrl } = created.body as VideoUploadAnswer
    expect(signedUrl).toContain(`/api/video/upload/${videoId}?`)
    const fresh = await admin.get(`/video/videos/${videoId}`)
    expect(fresh.body.status).toBe('NO_FILE')
    expect(fresh.body).not.toHaveProperty('workspace')
    expect(fresh.body).not.toHaveProperty('uploadNonce')

    expect((await putFile(signedUrl, clip, 'video/webm')).status).toBe(415)
    const tampered = new URL(signedUrl)
    // A different first character (a fixed 'x' would be no change one time in 64).
    const signature = tampered.searchParams.get('signature')!
    tampered.searchParams.set(
      'signature',
      `${signature[0] === 'x' ? 'y' : 'x'}${signature.slice(1)}`,
    )
    expect((await putFile(tampered.toString(), clip)).status).toBe(403)
    const otherVideo = signedUrl.replace(`/upload/${videoId}?`, `/upload/999999?`)
    expect((await putFile(otherVideo, clip)).status).toBe(403)

    // From a foreign page too: the signature is the credential, no cookie is involved.
    const put = await fetch(signedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4', Origin: FOREIGN },
      body: new Uint8Array(clip),
    })
    expect(put.status).toBe(200)
    expect((await putFile(signedUrl, clip)).status).toBe(403)

    const done = await waitForStatus(admin, videoId, ['COMPLETE', 'ERROR'])
    expect(done.status, done.error ?? '').toBe('COMPLETE')
    expect(done).not.toHaveProperty('workspace')
    expect(done.width).toBe(640)
    expect(done.height).toBe(360)
    expect(done.categories).toEqual([categories.body.docs[0].id])
    const master = done.src!.abr!.url!
    expect(master).toBe(`${folio.url}/api/video/file/${videoId}/master.m3u8`)
    expect(done.previewVideoUrl).toBe(`${folio.url}/api/video/file/${videoId}/preview.mp4`)
    expect(done.previewThumbnailUrl).toBe(`${folio.url}/api/video/file/${videoId}/poster.jpg`)

    // The source and the encoder's work are gone once it is encoded.
    expect(existsSync(path.join(folio.dataDir, 'video', 'uploads', videoId))).toBe(false)

    const list = await admin.get('/video/videos?depth=0&limit=100')
    expect(list.status).toBe(200)
    const listed = list.body.docs.find((d: VideoDoc) => String(d.id) === videoId)
    expect(listed.status).toBe('COMPLETE')
    expect(JSON.stringify(list.body)).not.toContain('workspace')

    // Public: anyone, without a cookie.
    const playlist = await fetch(master)
    expect(playlist.status).toBe(200)
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const masterText = await playlist.text()
    expect(masterText).toContain('#EXT-X-STREAM-INF')
    const variants = masterText.split('\n').filter((line) => line.endsWith('.m3u8'))
    expect(variants).toEqual(['360p/index.m3u8', '240p/index.m3u8'])

    const base = master.replace(/master\.m3u8$/, '')
    const rendition = await fetch(`${base}240p/index.m3u8`)
    expect(rendition.status).toBe(200)
    const segmentName = (await rendition.text()).split('\n').find((line) => line.endsWith('.ts'))!
    const segment = await fetch(`${base}240p/${segmentName}`)
    expect(segment.status).toBe(200)
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    expect(segment.headers.get('cache-control')).toContain('immutable')
    const size = (await segment.arrayBuffer()).byteLength
    const ranged = await fetch(`${base}240p/${segmentName}`, { headers: { Range: 'bytes=0-99' } })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${size}`)
    expect((await ranged.arrayBuffer()).byteLength).toBe(100)
    const etag = segment.headers.get('etag')!
    expect(etag).toBeTruthy()
    const again = await fetch(`${base}240p/${segmentName}`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const past = await fetch(`${base}240p/${segmentName}`, {
      headers: { Range: `bytes=${size}-` },
    })
    expect(past.status).toBe(416)

    const data = (await (await fetch(`${base}data.json`)).json()) as VideoData
    expect(data.width).toBe(640)
    expect(data.height).toBe(360)
    expect(data.duration).toBeGreaterThan(2.5)
    expect(data.renditions.map((r) => r.playlist)).toEqual(['360p/index.m3u8', '240p/index.m3u8'])

    const poster = await fetch(done.previewThumbnailUrl!)
    expect(poster.headers.get('content-type')).toBe('image/jpeg')
    const preview = await fetch(done.previewVideoUrl!, { headers: { Range: 'bytes=0-' } })
    expect(preview.status).toBe(206)
    expect(preview.headers.get('content-type')).toBe('video/mp4')
    expect((await fetch(`${base}../../etc/passwd`)).status).toBe(404)

    // Private: signed-in users only.
    expect((await admin.patch(`/video/videos/${videoId}`, { visibility: 'private' })).status).toBe(
      200,
    )
    const refused = await fetch(master, { headers: { 'Accept-Language': 'de' } })
    expect(refused.status).toBe(401)
    expect((await refused.json()).errors[0].message).toMatch(/Melde dich an/)
    // As the admin's player asks: the session cookie, from the server's own page.
    const withCookie = await fetch(master, {
      headers: { Cookie: admin.cookieHeader(), 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(withCookie.status).toBe(200)
    expect(withCookie.headers.get('cache-control')).toMatch(/^private/)

    // Deleting the video removes its files.
    const folder = path.join(folio.dataDir, 'video', 'files', videoId)
    expect(existsSync(folder)).toBe(true)
    expect((await admin.delete(`/video/videos/${videoId}`)).status).toBe(200)
    expect(existsSync(folder)).toBe(false)
  }, 120_000)

  it('ends a file that is not a video in ERROR with the reason', async () => {
    const { videoId, signedUrl } = await createUpload(admin, 'Not a video')
    expect((await putFile(signedUrl, randomBytes(64 * 1024))).status).toBe(200)
    const failed = await waitForStatus(admin, videoId, ['COMPLETE', 'ERROR'])
    expect(failed.status).toBe('ERROR')
    expect(failed.error).toMatch(/could not be read as a video/)
  }, 60_000)
})

describe('video plugin limits and restarts (sqlite)', () => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({
      env: { FOLIO_VIDEO_UPLOAD_TTL: '2', FOLIO_VIDEO_UPLOAD_LIMIT: '4kb' },
    })
    admin = await signedInAdmin(folio)
  }, 120_000)

  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses a file over the limit (413) and keeps nothing of it', async () => {
    const { videoId, signedUrl } = await createUpload(admin, 'Too large')
    expect((await putFile(signedUrl, randomBytes(8 * 1024))).status).toBe(413)
    expect(existsSync(path.join(folio.dataDir, 'video', 'uploads', videoId))).toBe(false)
    const video = await admin.get(`/video/videos/${videoId}`)
    expect(video.body.status).toBe('NO_FILE')
  })

  it('refuses an expired URL (403)', async () => {
    const { signedUrl } = await createUpload(admin, 'Expired')
    await new Promise((r) => setTimeout(r, 3100))
    expect((await putFile(signedUrl, randomBytes(1024))).status).toBe(403)
  })

  it('finishes a video left PROGRESSING by a crash after the restart', async () => {
    // A fresh server with room for a real file.
    const crashing = await startFolio({ env: { FOLIO_VIDEO_UPLOAD_LIMIT: '50mb' } })
    try {
      const owner = await signedInAdmin(crashing)
      const { videoId, signedUrl } = await createUpload(owner, 'Crash')
      expect((await putFile(signedUrl, makeVideo('crash.mp4', 4))).status).toBe(200)
      // Killed while the job encodes: its output folder exists, its data.json not yet.
      const out = path.join(crashing.dataDir, 'video', 'uploads', videoId, 'encoded')
      for (let i = 0; i < 200 && !existsSync(out); i++) await new Promise((r) => setTimeout(r, 25))
      expect(existsSync(out)).toBe(true)
      expect(existsSync(path.join(out, 'data.json'))).toBe(false)
      process.kill(crashing.pid, 'SIGKILL')
      await crashing.exited
      const again = await restartFolio(crashing)
      const client = await signedInAgain(again)
      const done = await waitForStatus(client, videoId, ['COMPLETE', 'ERROR'])
      expect(done.status, done.error ?? '').toBe('COMPLETE')
      await again.stop()
    } catch (error) {
      await crashing.cleanup()
      throw error
    }
  }, 180_000)
})

async function signedInAgain(folio: RunningFolio): Promise<ApiClient> {
  const client = new ApiClient(folio.url)
  const res = await client.login('admin@example.com', 'Admin-pass-123')
  expect(res.status).toBe(200)
  return client
}
