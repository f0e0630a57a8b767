/**
 * Video (the `video` plugin's local service): how long a 60 s 1080p video takes to encode, as a
 * multiple of its duration; the server's memory growth while a 1 GB file is received through a
 * signed upload URL (streamed: target under 64 MiB); and the REST list's p95 while an encoding
 * runs, as a ratio to the same list idle (target at most 2: ffmpeg runs at a lower priority).
 */
import { execFile } from 'node:child_process'
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import type { BenchSession, FolioEnvOptions, MeasureDeps } from './folio-process'
import { assertLoopback, sleep } from './http'
import { peakRssGrowthDuring } from './memory'
import { summarize } from './stats'
import { testPatternArgs } from '../src/plugins/video/server/test-pattern'

export interface VideoMeasurement {
  source: { seconds: number; width: number; height: number; bytes: number }
  /** Seconds from the end of the file's upload to COMPLETE. */
  encodeSeconds: number
  /** `encodeSeconds` / the video's duration. */
  encodeRealtimeMultiple: number
  /** Peak RSS while a 1 GB file is received through the signed URL, minus RSS just before. */
  largeUploadMemoryGrowthMiB: number
  largeUploadMiBPerSecond: number
  /** `GET /api/posts?limit=10` in series: p95 idle, p95 while encoding, and their ratio. */
  listP95IdleMs: number
  listP95EncodingMs: number
  listP95Ratio: number
}

type Session = BenchSession

const SOURCE = { seconds: 60, width: 1920, height: 1080 }
const LARGE_BYTES = 1024 * 1024 * 1024
const CHUNK = Buffer.alloc(1024 * 1024, 7)
const LIST_SAMPLES = 100
const ENCODE_TIMEOUT_MS = 15 * 60_000

const ffmpegPath = process.env.FFMPEG_PATH ?? ffmpegInstaller.path

async function makeSource(dir: string): Promise<string> {
  const file = path.join(dir, 'bench-1080p.mp4')
  await promisify(execFile)(ffmpegPath, testPatternArgs(file, SOURCE))
  return file
}

async function json(session: Session, method: string, apiPath: string, body?: unknown) {
  const res = await fetch(`${session.baseURL}/api${apiPath}`, {
    method,
    headers: {
      Origin: session.baseURL,
      Cookie: session.cookie,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as Record<string, unknown>
}

async function idsOf(session: Session, kind: 'categories' | 'tags', slug: string) {
  const answer = await json(session, 'GET', `/video/${kind}?where[slug][in]=${slug}&depth=0`)
  const docs = answer.docs as { id: string | number }[]
  if (!docs[0]) throw new Error(`no video ${kind} '${slug}'`)
  return [docs[0].id]
}

/** Creates a video and answers its id and the signed URL its file goes to. */
async function createUpload(session: Session, title: string, mimeType: string) {
  const answer = (await json(session, 'PUT', '/video/videos/upload', {
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    extension: 'mp4',
    mimeType,
    visibility: 'public',
    categories: await idsOf(session, 'categories', 'editorial'),
    tags: await idsOf(session, 'tags', 'web'),
  })) as { videoId?: string; signedUrl?: string }
  if (!answer.videoId || !answer.signedUrl) throw new Error('the upload answered no signed URL')
  return { videoId: answer.videoId, url: new URL(answer.signedUrl, session.baseURL) }
}

/** PUTs `size` bytes from `source` to a signed URL, streamed; resolves with the status. */
function putStream(
  url: URL,
  size: number,
  write: (req: http.ClientRequest, done: () => void) => void,
): Promise<number> {
  assertLoopback(url.href)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'PUT',
        headers: { 'Content-Type': 'video/mp4', 'Content-Length': size },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    write(req, () => req.end())
  })
}

async function statusOf(session: Session, videoId: string) {
  const video = await json(session, 'GET', `/video/videos/${videoId}?depth=0`)
  return { status: video.status as string, error: video.error as string | undefined }
}

async function listP95(session: Session, samples: number, until?: () => boolean) {
  const times: number[] = []
  for (let i = 0; i < samples && (until ? !until() : true); i++) {
    const t0 = performance.now()
    await json(session, 'GET', '/posts?limit=10&depth=0')
    times.push(performance.now() - t0)
  }
  return { p95: summarize(times).p95, count: times.length }
}

export async function measureVideo(
  options: Pick<FolioEnvOptions, 'dataDir' | 'secret'>,
  deps: MeasureDeps,
): Promise<VideoMeasurement> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'folio-bench-video-'))
  const server = await deps.started({
    ...options,
    env: { FOLIO_VIDEO_UPLOAD_LIMIT: String(LARGE_BYTES + 64 * 1024 * 1024) },
  })
  try {
    assertLoopback(server.url)
    const session = await deps.signIn(server.url)
    deps.log('  making a 60 s 1080p video with ffmpeg…')
    const sourceFile = await makeSource(workDir)
    const bytes = statSync(sourceFile).size

    deps.log('  the posts list, idle…')
    const idle = await listP95(session, LIST_SAMPLES)

    deps.log('  uploading and encoding it…')
    const upload = await createUpload(session, `Bench 1080p ${Date.now()}`, 'video/mp4')
    const sent = await putStream(upload.url, bytes, (req, done) => {
      const stream = createReadStream(sourceFile)
      stream.pipe(req, { end: false })
      stream.on('end', done)
    })
    if (sent !== 200) throw new Error(`the signed upload answered ${sent}`)
    const encodeStarted = performance.now()
    let state = await statusOf(session, upload.videoId)
    let isEncoded = false
    const poll = (async () => {
      while (state.status !== 'COMPLETE' && state.status !== 'ERROR') {
        if (performance.now() - encodeStarted > ENCODE_TIMEOUT_MS)
          throw new Error('the encoding did not end in 15 minutes')
        await sleep(250)
        state = await statusOf(session, upload.videoId)
      }
      isEncoded = true
    })()
    // The list in series while the encoding runs (it stops early when the encoding ends).
    const busy = await listP95(session, LIST_SAMPLES, () => isEncoded)
    await poll
    const encodeSeconds = (performance.now() - encodeStarted) / 1000
    if (state.status !== 'COMPLETE')
      throw new Error(`the encoding ended in ${state.status}: ${state.error}`)

    deps.log('  a 1 GB file through a signed URL, streamed…')
    const large = await createUpload(session, `Bench large ${Date.now()}`, 'video/mp4')
    await sleep(1000)
    const largeStarted = performance.now()
    const largeUpload = await peakRssGrowthDuring(server.pid, () =>
      putStream(large.url, LARGE_BYTES, (req, done) => {
        let written = 0
        const more = () => {
          while (written < LARGE_BYTES) {
            const part = CHUNK.subarray(0, Math.min(CHUNK.length, LARGE_BYTES - written))
            written += part.length
            if (!req.write(part)) return void req.once('drain', more)
          }
          done()
        }
        more()
      }),
    )
    const largeStatus = largeUpload.result
    const largeSeconds = (performance.now() - largeStarted) / 1000
    if (largeStatus !== 200) throw new Error(`the 1 GB signed upload answered ${largeStatus}`)

    return {
      source: { ...SOURCE, bytes },
      encodeSeconds: Math.round(encodeSeconds * 10) / 10,
      encodeRealtimeMultiple: Math.round((encodeSeconds / SOURCE.seconds) * 100) / 100,
      largeUploadMemoryGrowthMiB: largeUpload.growthMiB,
      largeUploadMiBPerSecond: Math.round((LARGE_BYTES / 1024 / 1024 / largeSeconds) * 10) / 10,
      listP95IdleMs: Math.round(idle.p95 * 10) / 10,
      listP95EncodingMs: Math.round(busy.p95 * 10) / 10,
      listP95Ratio: Math.round((busy.p95 / idle.p95) * 100) / 100,
    }
  } finally {
    await deps.stopped(server)
    rmSync(workDir, { recursive: true, force: true })
  }
}
