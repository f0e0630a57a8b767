import type * as S3 from '@aws-sdk/client-s3'
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import type { ObjectStore } from '../../../server/kit/object-store'
import type { S3StorageOptions } from './options'

/** The objects of one bucket: the storage hooks', the file handler's, and other plugins' files. */
export type Bucket = ObjectStore

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
  const remove = async (keys: string[]) => {
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
  }
  return {
    check: async () => {
      const { sdk, client } = await connect()
      await client.send(new sdk.HeadBucketCommand({ Bucket }))
    },
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
    remove,
    removePrefix: async (prefix) => {
      const { sdk, client } = await connect()
      let token: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        )
        await remove((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])))
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    get: async (key, { range, ifNoneMatch } = {}) => {
      const { sdk, client } = await connect()
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch }),
        )
        return {
          body: object.Body as Readable | undefined,
          type: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
          contentRange: object.ContentRange,
          etag: object.ETag,
          lastModified: object.LastModified,
        }
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
