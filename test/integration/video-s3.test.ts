import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../harness/api-client'
import { startFolioWithS3, stopFolioWithS3 } from '../harness/folio-with-s3'
import type { RunningS3 } from '../harness/s3'
import type { RunningFolio } from '../harness/server'
import { testPatternArgs } from '../../src/plugins/video/server/test-pattern'
import type { VideoDoc, VideoUploadAnswer } from '../../src/plugins/video/shared'

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path

/** Two seconds of ffmpeg's test pattern, H.264 in mp4. */
function makeClip(dir: string): Buffer {
  const file = path.join(dir, 'clip.mp4')
  execFileSync(
    ffmpeg,
    testPatternArgs(file, {
      width: 426,
      height: 240,
      seconds: 2,
      hasAudio: false,
      preset: 'ultrafast',
    }),
  )
  return readFileSync(file)
}

// Storage does not depend on the database: SQLite only.
describe('video files in the S3 bucket (S3_BUCKET)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'folio-video-s3-'))
  let s3: RunningS3
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    ;({ s3, folio, admin } = await startFolioWithS3())
  }, 120_000)
  afterAll(async () => {
    await stopFolioWithS3({ s3, folio })
    rmSync(work, { recursive: true, force: true })
  })

  it('keeps an encoded video in the bucket, serves it from there with ranges, and deletes it with the video', async () => {
    const created = await admin.request('PUT', '/video/videos/upload', {
      title: 'In the bucket',
      slug: 'in-the-bucket',
      extension: 'mp4',
      mimeType: 'video/mp4',
      visibility: 'public',
      categories: [],
      tags: [],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const { videoId, signedUrl } = created.body as VideoUploadAnswer
    const put = await fetch(signedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4' },
      body: new Uint8Array(makeClip(work)),
    })
    expect(put.status).toBe(200)

    let video: VideoDoc | undefined
    for (let i = 0; i < 180 && !['COMPLETE', 'ERROR'].includes(video?.status ?? ''); i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 500))
      video = (await admin.get(`/video/videos/${videoId}?depth=0`)).body as VideoDoc
    }
    expect(video?.status, video?.error ?? '').toBe('COMPLETE')

    // Every served file is an object under the videos collection's prefix; nothing stays on disk.
    const prefix = `video-videos/${videoId}/`
    const keys = (await s3.keys()).filter((key) => key.startsWith(prefix))
    const names = keys.map((key) => key.slice(prefix.length))
    expect(names).toEqual(
      expect.arrayContaining(['master.m3u8', 'data.json', 'poster.jpg', 'preview.mp4']),
    )
    expect(names.some((name) => /^\d+p\/seg_\d+\.ts$/.test(name))).toBe(true)
    const videoDir = path.join(folio.dataDir, 'video')
    expect(existsSync(path.join(videoDir, 'files'))).toBe(false)
    expect(existsSync(path.join(videoDir, 'uploads', videoId))).toBe(false)
    // The source was kept in the bucket for whichever instance encodes it, and is gone once encoded.
    expect((await s3.keys()).filter((key) => key.startsWith('video-videos-sources/'))).toEqual([])

    const master = await fetch(video!.src!.abr!.url!)
    expect(master.status).toBe(200)
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const playlist = await master.text()
    expect(playlist).toContain('#EXT-X-STREAM-INF')
    const rendition = playlist.split('\n').find((line) => line.endsWith('.m3u8'))!
    const base = video!.src!.abr!.url!.replace(/master\.m3u8$/, '')
    const segmentName = (await (await fetch(`${base}${rendition}`)).text())
      .split('\n')
      .find((line) => line.endsWith('.ts'))!
    const segmentUrl = `${base}${rendition.replace(/index\.m3u8$/, '')}${segmentName}`
    const segment = await fetch(segmentUrl)
    expect(segment.status).toBe(200)
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    expect(segment.headers.get('cache-control')).toContain('immutable')
    const size = (await segment.arrayBuffer()).byteLength
    const ranged = await fetch(segmentUrl, { headers: { Range: 'bytes=10-19' } })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe(`bytes 10-19/${size}`)
    expect((await ranged.arrayBuffer()).byteLength).toBe(10)
    const poster = await fetch(video!.previewThumbnailUrl!)
    expect(poster.headers.get('content-type')).toBe('image/jpeg')

    expect((await admin.delete(`/video/videos/${videoId}`)).status).toBe(200)
    expect((await s3.keys()).filter((key) => key.startsWith(prefix))).toEqual([])
    expect((await fetch(segmentUrl)).status).toBe(404)
  }, 180_000)
})
