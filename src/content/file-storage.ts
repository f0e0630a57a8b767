import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Plugin } from 'payload'
import type { S3Settings } from '../server/env'

/**
 * An upload collection with the column S3 storage keeps each file's object key in, whether
 * S3_BUCKET is set or not: switching storage never changes the database schema (the S3 adapter
 * puts its own field of that name in its place).
 */
export function withStorageKey(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload || collection.fields.some((f) => 'name' in f && f.name === '_objectKey'))
    return collection
  return {
    ...collection,
    fields: [
      ...collection.fields,
      { name: '_objectKey', type: 'text', admin: { hidden: true, readOnly: true } },
    ],
  }
}

/**
 * Where upload collections keep their files: on disk (each collection's `staticDir`) unless
 * `S3_BUCKET` is set, then in that S3-compatible bucket through Payload's own storage adapter.
 * Files are still served at `{api}/{collection}/file/{filename}`, with the collection's read
 * access and Folio's file headers; the upload pipeline (checks, sizes, focal point, crop) is the same.
 */
export function fileStorage(s3: S3Settings | undefined, collections: CollectionConfig[]): Plugin[] {
  if (!s3) return []
  const uploads = collections.filter((c) => c.upload).map((c) => c.slug)
  return [
    s3Storage({
      bucket: s3.bucket,
      collections: Object.fromEntries(uploads.map((slug) => [slug, true])),
      config: {
        region: s3.region,
        endpoint: s3.endpoint,
        credentials: s3.credentials,
        forcePathStyle: s3.forcePathStyle,
        // The SDK's default checksums (CRC32 trailers on every upload) are not spoken by every
        // S3-compatible service; checksums are sent where the API requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ]
}
