import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect } from 'vitest'
import { testPatternArgs } from '../../src/plugins/video/server/test-pattern'
import type { VideoDoc, VideoUploadAnswer } from '../../src/plugins/video/shared'
import type { ApiClient } from './api-client'

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path

/** A small real H.264 mp4 (640×360, a test pattern with a sine tone), written in `dir`. */
export function makeVideo(dir: string, name: string, seconds: number): Buffer {
  const file = path.join(dir, name)
  execFileSync(
    ffmpeg,
    testPatternArgs(file, {
      width: 640,
      height: 360,
      seconds,
      preset: 'ultrafast',
      // Small: the refusals of the video tests answer before reading the body (SECURITY.md).
      pattern: 'testsrc',
    }),
  )
  return readFileSync(file)
}

export const uploadRequest = (title: string) => ({
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  extension: 'mp4',
  mimeType: 'video/mp4',
  visibility: 'public',
  categories: [],
  tags: [],
})

export async function putFile(url: string, body: Buffer, type = 'video/mp4') {
  const res = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': type },
    body: new Uint8Array(body),
  })
  return { status: res.status, body: await res.text() }
}

/** A new video and its signed upload URL. */
export async function createUpload(client: ApiClient, title: string): Promise<VideoUploadAnswer> {
  const res = await client.request('PUT', '/video/videos/upload', uploadRequest(title))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as VideoUploadAnswer
}

/** The video once its status is one of `statuses` (asked every half second). */
export async function waitForStatus(
  client: ApiClient,
  id: string,
  statuses: string[],
  timeoutMs = 90_000,
): Promise<VideoDoc> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const res = await client.get(`/video/videos/${id}?depth=0`)
    if (statuses.includes(res.body?.status)) return res.body as VideoDoc
    if (Date.now() > deadline) throw new Error(`video ${id} stayed ${res.body?.status}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** A server's log lines about the video (and about jobs handed back on a stop). */
export const logLinesAbout = (videoId: string, logs: string): string[] =>
  logs
    .split('\n')
    .filter((line) => line.includes(`"videoId":"${videoId}"`) || line.includes('handed'))

/**
 * The servers (of `logsOf`) that logged encoding the video. The line is written after the video is
 * saved COMPLETE and its work files are removed, so it is waited for up to 10 s.
 */
export async function encodersOf<T>(videoId: string, logsOf: Map<T, () => string>): Promise<T[]> {
  const now = () =>
    [...logsOf].flatMap(([server, logs]) =>
      logLinesAbout(videoId, logs())
        .filter((line) => line.includes('"encoded a video"'))
        .map(() => server),
    )
  for (let i = 0; i < 200 && now().length === 0; i++) await new Promise((r) => setTimeout(r, 50))
  return now()
}
