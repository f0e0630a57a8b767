import type { CollectionConfig, Config, SanitizedConfig } from 'payload'
import type { BodyLimits } from '../env'
import { UPLOAD_LIMIT_KEY } from '../http/request-body'

/** A collection's own multipart limit in bytes; the HTTP layer counts every upload against it. */
export function uploadLimit(bytes: number): Record<string, number> {
  return { [UPLOAD_LIMIT_KEY]: bytes }
}

/**
 * Payload's root `upload` options to match the HTTP layer's limits: files go to temp files
 * (never whole in memory), and Payload's own file and request limits are the largest any upload
 * collection allows (the HTTP layer already holds each collection to its own).
 */
export function payloadUploadOptions(args: {
  collections: CollectionConfig[]
  limits: BodyLimits
  tempFileDir: string
}): NonNullable<Config['upload']> {
  const { collections, limits, tempFileDir } = args
  const largest = Math.max(
    limits.uploadBytes,
    ...collections
      .map((c) => (c.custom as Record<string, unknown> | undefined)?.[UPLOAD_LIMIT_KEY])
      .filter((n): n is number => typeof n === 'number'),
  )
  return {
    limits: { fileSize: largest },
    requestSizeLimit: largest,
    abortOnLimit: true,
    useTempFiles: true,
    tempFileDir,
  }
}

/**
 * The largest file an upload collection takes: its own limit, else the root config's default
 * (`custom` of the root, as `uploadLimit()` sets it), else Payload's file-size limit.
 */
export function uploadLimitOf(
  config: Pick<SanitizedConfig, 'custom' | 'upload'>,
  collection: Pick<CollectionConfig, 'custom'>,
): number | undefined {
  const own = (collection.custom as Record<string, unknown> | undefined)?.[UPLOAD_LIMIT_KEY]
  if (typeof own === 'number') return own
  const fallback = (config.custom as Record<string, unknown> | undefined)?.[UPLOAD_LIMIT_KEY]
  if (typeof fallback === 'number') return fallback
  const payloadLimit = config.upload?.limits?.fileSize
  return typeof payloadLimit === 'number' ? payloadLimit : undefined
}
