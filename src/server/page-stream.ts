import { Readable } from 'node:stream'
import zlib from 'node:zlib'

/**
 * The admin page's body, written in parts, gzipped when the browser takes it. Each part is
 * flushed as it is written, and a write resolves once its bytes are out of the compressor, so the
 * first part (the head that names the page's code) reaches the browser before the boot data's
 * reads start, as it does uncompressed. Gzip rather than brotli: for a page made for one request
 * it compresses as well (61 → 15 KB) and starts in a fraction of brotli's time.
 */
export interface PageStream {
  body: ReadableStream<Uint8Array>
  /** The `Content-Encoding` of `body`, if compressed. */
  encoding?: 'gzip'
  /** Resolves once the part is on its way (compressed and handed to the stream). */
  write(text: string): Promise<void>
  end(): void
}

/** Whether `Accept-Encoding` takes `coding` (named, and not with `q=0`). */
export function acceptsEncoding(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    return name === coding && !(q && Number(q.slice(2)) === 0)
  })
}

export function pageStream(acceptEncoding: string): PageStream {
  if (!acceptsEncoding(acceptEncoding, 'gzip')) {
    const encoder = new TextEncoder()
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    return {
      body,
      write: (text) => {
        controller.enqueue(encoder.encode(text))
        return Promise.resolve()
      },
      end: () => controller.close(),
    }
  }
  const zip = zlib.createGzip({ level: 6 })
  return {
    body: Readable.toWeb(zip) as ReadableStream<Uint8Array>,
    encoding: 'gzip',
    write: (text) =>
      new Promise<void>((resolve) => {
        zip.write(text)
        zip.flush(zlib.constants.Z_SYNC_FLUSH, () => resolve())
      }),
    end: () => zip.end(),
  }
}
