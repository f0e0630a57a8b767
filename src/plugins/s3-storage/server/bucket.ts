import type * as S3 from '@aws-sdk/client-s3'
import { createReadStream } from 'node:fs'
import type { S3StorageOptions } from './options'

/** The objects of one bucket, as the storage hooks and the file handler use them. */
export interface Bucket {
  put: (key: string, body: Buffer | { path: string; size: number }, type: string) => Promise<void>
  /** Deletes the keys that exist; keys that do not are not an error. */
  remove: (keys: string[]) => Promise<void>
  /** The object (its body streamed), or undefined when the bucket has no such key. */
  get: (
    key: string,
    conditions: { range?: string; ifNoneMatch?: string },
  ) => Promise<S3.GetObjectCommandOutput | 'not-modified' | 'unsatisfiable' | undefined>
}

/** The HTTP status of an S3 service error (304, 404, 416…), else undefined. */
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode

/** The SDK (about 120 ms to load) is loaded with the first file, not at every start. */
function lazyClient(options: S3StorageOptions) {
  let loading: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined
  return () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        credentials: options.credentials,
        forcePathStyle: options.forcePathStyle,
        // The SDK's default checksums (CRC32 trailers on every upload) are not spoken by every
        // S3-compatible service; checksums are sent where the API requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })))
}

export function openBucket(options: S3StorageOptions): Bucket {
  const connect = lazyClient(options)
  const Bucket = options.bucket
  return {
    put: async (key, body, type) => {
      // A file on disk is streamed with its length, never read into memory.
      const isFile = !Buffer.isBuffer(body)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: isFile ? createReadStream(body.path) : body,
          ContentLength: isFile ? body.size : body.length,
          ContentType: type,
        }),
      )
    },
    remove: async (keys) => {
      if (keys.length === 0) return
      const { sdk, client } = await connect()
      // At most 1,000 keys per request, as the API allows.
      for (let start = 0; start < keys.length; start += 1000)
        await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: {
              Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })),
              Quiet: true,
            },
          }),
        )
    },
    get: async (key, { range, ifNoneMatch }) => {
      const { sdk, client } = await connect()
      try {
        return await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch }),
        )
      } catch (error) {
        const status = statusOf(error)
        if (status === 304) return 'not-modified'
        if (status === 416) return 'unsatisfiable'
        if (status === 404) return undefined
        throw error
      }
    },
  }
}
