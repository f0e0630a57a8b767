/**
 * Uploads: a 500 MB file streamed to `media` (the server's memory growth while it receives and
 * stores it, and the throughput on loopback), and the image sizes of a 24-megapixel JPEG (made
 * again by a new focal point, so no transfer is counted).
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import type { BenchSession, FolioEnvOptions, MeasureDeps } from './folio-process'
import { assertLoopback } from './http'
import { peakRssGrowthDuring } from './memory'
import { median } from './stats'

export interface UploadMeasurement {
  largeFileMiB: number
  /** Peak RSS while the large file is received and stored, minus RSS just before (target: under 64). */
  memoryGrowthMiB: number
  throughputMiBPerSecond: number
  /** A 6000 × 4000 JPEG: its upload with the sizes made (ms), and the sizes made again for a new focal point (ms, median of 3). */
  jpeg24mp: { bytes: number; uploadWithSizesMs: number; regenerateSizesMs: number }
}

const LARGE_BYTES = 500 * 1024 * 1024
const CHUNK = Buffer.alloc(1024 * 1024)
/** The start of an MP4 (an `ftyp` box), so the server recognises the type from the content. */
const MP4_HEAD = Buffer.from([
  0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d,
  0x6d, 0x70, 0x34, 0x31,
])

type Session = BenchSession

/** Streams a multipart upload of `size` bytes to `/api/media` without holding it; resolves with the answer. */
function streamUpload(session: Session, size: number): Promise<{ status: number; body: string }> {
  const boundary = 'folio-bench-upload'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"bench"}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-${Date.now()}.mp4"\r\n` +
      `Content-Type: video/mp4\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const { hostname, port } = new URL(session.baseURL)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path: '/api/media?depth=0',
        method: 'POST',
        headers: {
          Origin: session.baseURL,
          Cookie: session.cookie,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + size + tail.length,
        },
      },
      (res) => {
        let body = ''
        res.on('data', (d: Buffer) => (body += d.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.write(head)
    req.write(MP4_HEAD)
    let sent = MP4_HEAD.length
    const more = () => {
      while (sent < size) {
        const part = CHUNK.subarray(0, Math.min(CHUNK.length, size - sent))
        sent += part.length
        if (!req.write(part)) return void req.once('drain', more)
      }
      req.end(tail)
    }
    more()
  })
}

async function postJSON(session: Session, method: string, path: string, body: unknown) {
  const res = await fetch(`${session.baseURL}/api${path}`, {
    method,
    headers: {
      Origin: session.baseURL,
      Cookie: session.cookie,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as { doc: { id: number } }
}

export async function measureUploads(
  options: Pick<FolioEnvOptions, 'dataDir' | 'secret'>,
  deps: MeasureDeps,
): Promise<UploadMeasurement> {
  const server = await deps.started({ ...options, env: { FOLIO_UPLOAD_LIMIT: '600mb' } })
  try {
    assertLoopback(server.url)
    const session = await deps.signIn(server.url)

    deps.log('  a 500 MB file, streamed…')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const started = performance.now()
    const { result: answer, growthMiB } = await peakRssGrowthDuring(server.pid, () =>
      streamUpload(session, LARGE_BYTES),
    )
    const seconds = (performance.now() - started) / 1000
    if (answer.status !== 201)
      throw new Error(`the 500 MB upload answered ${answer.status}: ${answer.body.slice(0, 300)}`)

    deps.log('  a 24-megapixel JPEG…')
    const jpeg = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: '#557799',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer()
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
      `24mp-${Date.now()}.jpg`,
    )
    form.append('_payload', JSON.stringify({ alt: '24 megapixels' }))
    const uploadStarted = performance.now()
    const uploaded = await fetch(`${server.url}/api/media?depth=0`, {
      method: 'POST',
      headers: { Origin: server.url, Cookie: session.cookie },
      body: form,
    })
    const uploadWithSizesMs = Math.round(performance.now() - uploadStarted)
    if (uploaded.status !== 201)
      throw new Error(`the JPEG upload answered ${uploaded.status}: ${await uploaded.text()}`)
    const { doc } = (await uploaded.json()) as { doc: { id: number } }
    const regenerations: number[] = []
    for (const x of [20, 70, 40]) {
      const t0 = performance.now()
      await postJSON(
        session,
        'PATCH',
        `/media/${doc.id}?depth=0&uploadEdits[focalPoint][x]=${x}&uploadEdits[focalPoint][y]=50`,
        {},
      )
      regenerations.push(Math.round(performance.now() - t0))
    }
    return {
      largeFileMiB: LARGE_BYTES / 1024 / 1024,
      memoryGrowthMiB: growthMiB,
      throughputMiBPerSecond: Math.round((LARGE_BYTES / 1024 / 1024 / seconds) * 10) / 10,
      jpeg24mp: { bytes: jpeg.length, uploadWithSizesMs, regenerateSizesMs: median(regenerations) },
    }
  } finally {
    await deps.stopped(server)
  }
}
