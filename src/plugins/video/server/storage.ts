import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ObjectLookup, ObjectStore } from '../../../server/kit/object-store'

/** A body over the limit: the partial file is gone. */
export class UploadTooLarge extends Error {}

/**
 * Where a video's files live (docs/behaviour.md §20). The uploaded source and the encoder's work
 * are on the server's disk (`{root}/uploads/{id}/`), since ffmpeg reads and writes files; what is
 * served goes to an object store when encoded: the bucket of the s3-storage plugin when one is
 * registered (keys `{collection}/{id}/…`), else a folder of the disk (`{root}/files/{id}/…`).
 */
export interface VideoStorage {
  /** Streams the uploaded file to the source, never holding it whole; over `limit` it is removed. */
  writeSource(videoId: string, body: ReadableStream<Uint8Array>, limit: number): Promise<number>
  /** A local path of the source, for ffprobe and ffmpeg. */
  sourcePath(videoId: string): string
  /** Brings the source to this instance's disk when another instance received it (kept in the bucket). */
  fetchSource(videoId: string): Promise<void>
  /** The local folder the encoder writes the served files to (emptied first). */
  prepareOutput(videoId: string): Promise<string>
  /** Puts what the encoder wrote into the store (the source and the work stay). */
  publish(videoId: string): Promise<void>
  /** Removes the source and the encoder's work, once the video is COMPLETE. */
  discardWork(videoId: string): Promise<void>
  /** A served file (`master.m3u8`, `360p/seg_000.ts`…), a byte range of it, or a 304/416. */
  file(
    videoId: string,
    name: string,
    conditions: { range?: string; ifNoneMatch?: string },
  ): Promise<ObjectLookup>
  /** Removes every file of the video, on disk and in the store. */
  remove(videoId: string): Promise<void>
}

/** The types of the files the encoder writes, by extension. */
export const VIDEO_FILE_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  json: 'application/json',
}

/** Files put into a bucket at once while publishing. */
const PUT_CONCURRENCY = 4

export interface VideoStorageOptions {
  /** `FOLIO_DATA_DIR/video`: uploads and encoding, and the served files without a bucket. */
  root: string
  /** The store of the served files, and the prefix of their keys in it (ending in '/'). */
  store: ObjectStore
  prefix: string
  /**
   * The store is shared by every instance (a bucket): the uploaded source is kept there too until
   * the video is encoded, so whichever instance runs the job can read it.
   */
  sharesSources?: boolean
}

export function videoStorage({
  root,
  store,
  prefix,
  sharesSources = false,
}: VideoStorageOptions): VideoStorage {
  const work = (videoId: string) => path.join(root, 'uploads', safeId(videoId))
  const source = (videoId: string) => path.join(work(videoId), 'source')
  const output = (videoId: string) => path.join(work(videoId), 'encoded')
  const keyOf = (videoId: string, name = '') => `${prefix}${safeId(videoId)}/${name}`
  // Beside the served files, never under them: the file route serves only `{prefix}{id}/…`.
  const sourceKey = (videoId: string) => `${prefix.replace(/\/$/, '')}-sources/${safeId(videoId)}`
  return {
    sourcePath: source,
    async fetchSource(videoId) {
      if (!sharesSources || (await exists(source(videoId)))) return
      const found = await store.get(sourceKey(videoId))
      if (!found || typeof found === 'string' || !found.body) return
      await mkdir(work(videoId), { recursive: true })
      await pipeline(found.body, createWriteStream(source(videoId)))
    },
    async writeSource(videoId, body, limit) {
      await mkdir(work(videoId), { recursive: true })
      let bytes = 0
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length
          done(bytes > limit ? new UploadTooLarge() : null, chunk)
        },
      })
      try {
        await pipeline(Readable.fromWeb(body as never), counter, createWriteStream(source(videoId)))
        if (sharesSources)
          await store.put(
            sourceKey(videoId),
            { path: source(videoId), size: bytes },
            'application/octet-stream',
          )
      } catch (error) {
        await rm(work(videoId), { recursive: true, force: true })
        throw error
      }
      return bytes
    },
    async prepareOutput(videoId) {
      await rm(output(videoId), { recursive: true, force: true })
      await mkdir(output(videoId), { recursive: true })
      return output(videoId)
    },
    async publish(videoId) {
      // An earlier encoding's files (a restart after a partial publish) go first.
      await store.removePrefix(keyOf(videoId))
      const names = await filesBelow(output(videoId))
      for (let start = 0; start < names.length; start += PUT_CONCURRENCY)
        await Promise.all(
          names.slice(start, start + PUT_CONCURRENCY).map(async (name) => {
            const file = path.join(output(videoId), name)
            const { size } = await stat(file)
            const type = VIDEO_FILE_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream'
            await store.put(keyOf(videoId, name), { path: file, size }, type)
          }),
        )
    },
    async discardWork(videoId) {
      await rm(work(videoId), { recursive: true, force: true })
      if (sharesSources) await store.remove([sourceKey(videoId)])
    },
    file: (videoId, name, conditions) => store.get(keyOf(videoId, name), conditions),
    async remove(videoId) {
      await rm(work(videoId), { recursive: true, force: true })
      await store.removePrefix(keyOf(videoId))
      if (sharesSources) await store.remove([sourceKey(videoId)])
    },
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

/** Every file below `dir`, as paths relative to it with '/' (`360p/seg_000.ts`). */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort()
}

/** Ids are Payload's (numbers or ObjectId-like strings); nothing else makes a folder name. */
function safeId(videoId: string): string {
  if (!/^[\w-]{1,64}$/.test(videoId)) throw new Error(`Not a video id: ${videoId}`)
  return videoId
}
