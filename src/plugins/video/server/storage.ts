import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** A body over the limit: the partial file is gone. */
export class UploadTooLarge extends Error {}

/**
 * Where a video's files live. The local one keeps them under `FOLIO_DATA_DIR/video/{id}/`; an S3
 * one (a later increment) would upload what the encoder wrote to `outputDir` and serve from the
 * bucket, so the job and the routes go through this interface only.
 */
export interface VideoStorage {
  /** Streams the uploaded file to the source, never holding it whole; over `limit` it is removed. */
  writeSource(videoId: string, body: ReadableStream<Uint8Array>, limit: number): Promise<number>
  /** A local path of the source, for ffprobe and ffmpeg. */
  sourcePath(videoId: string): string
  /** The local folder the encoder writes the served files to (emptied first). */
  prepareOutput(videoId: string): Promise<string>
  /** A served file (`master.m3u8`, `360p/seg_000.ts`…): its size, and a stream of a byte range. */
  file(
    videoId: string,
    name: string,
  ): Promise<{ size: number; open: (start: number, end: number) => Readable } | undefined>
  /** Removes the uploaded source once it is encoded. */
  removeSource(videoId: string): Promise<void>
  /** Removes every file of the video. */
  remove(videoId: string): Promise<void>
  /** Whether anything of the video is stored (for checks after a refusal). */
  exists(videoId: string): Promise<boolean>
}

const OUTPUT = 'out'

export function localVideoStorage(root: string): VideoStorage {
  const folder = (videoId: string) => path.join(root, safeId(videoId))
  return {
    sourcePath: (videoId) => path.join(folder(videoId), 'source'),
    async writeSource(videoId, body, limit) {
      await mkdir(folder(videoId), { recursive: true })
      const target = path.join(folder(videoId), 'source')
      let bytes = 0
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length
          done(bytes > limit ? new UploadTooLarge() : null, chunk)
        },
      })
      try {
        await pipeline(Readable.fromWeb(body as never), counter, createWriteStream(target))
      } catch (error) {
        await rm(folder(videoId), { recursive: true, force: true })
        throw error
      }
      return bytes
    },
    async prepareOutput(videoId) {
      const out = path.join(folder(videoId), OUTPUT)
      await rm(out, { recursive: true, force: true })
      await mkdir(out, { recursive: true })
      return out
    },
    async file(videoId, name) {
      const full = path.join(folder(videoId), OUTPUT, name)
      if (!full.startsWith(path.join(folder(videoId), OUTPUT) + path.sep)) return undefined
      const info = await stat(full).catch(() => undefined)
      if (!info?.isFile()) return undefined
      return { size: info.size, open: (start, end) => createReadStream(full, { start, end }) }
    },
    removeSource: (videoId) => rm(path.join(folder(videoId), 'source'), { force: true }),
    remove: (videoId) => rm(folder(videoId), { recursive: true, force: true }),
    exists: async (videoId) => Boolean(await stat(folder(videoId)).catch(() => undefined)),
  }
}

/** Ids are Payload's (numbers or ObjectId-like strings); nothing else makes a folder name. */
function safeId(videoId: string): string {
  if (!/^[\w-]{1,64}$/.test(videoId)) throw new Error(`Not a video id: ${videoId}`)
  return videoId
}
