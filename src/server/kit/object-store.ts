import { Readable } from 'node:stream'
import { customSlot } from './custom-entry'

/**
 * A store of files by key that more than one plugin keeps files in: the s3-storage plugin registers
 * its bucket here (`withObjectStore`), so a plugin with files of its own (the video plugin's
 * renditions) keeps them in the same bucket through the same client, and on disk without one.
 */
export interface StoredObject {
  /** The body, streamed (never read whole). */
  body: Readable | undefined
  type: string
  length?: number
  /** Set when a range was asked for and is answered (206). */
  contentRange?: string
  etag?: string
  lastModified?: Date
}

export type ObjectLookup = StoredObject | 'not-modified' | 'unsatisfiable' | undefined

export interface ObjectStore {
  /** A file on disk is streamed with its size; bytes are sent as they are. */
  put: (key: string, body: Buffer | { path: string; size: number }, type: string) => Promise<void>
  /** The object (a byte range of it with `range`), or undefined when there is no such key. */
  get: (key: string, conditions?: { range?: string; ifNoneMatch?: string }) => Promise<ObjectLookup>
  /** Deletes the keys that exist; keys that do not are not an error. */
  remove: (keys: string[]) => Promise<void>
  /** Deletes every object whose key starts with `prefix` (a folder: end it with '/'). */
  removePrefix: (prefix: string) => Promise<void>
  /** Resolves when the store answers and the bucket is there (readiness). */
  check: () => Promise<void>
}

const objectStoreSlot = customSlot<ObjectStore>('folioObjectStore')

/** Registers the store plugins share (in the Payload config's `custom`). */
export const withObjectStore = objectStoreSlot.with

/** The store registered by a storage plugin, or undefined: files stay on the server's disk. */
export const objectStoreOf = objectStoreSlot.of

/**
 * The HTTP answer for a lookup: 404, 304, 416, or the object streamed through (206 for a range),
 * with its type, length, validators and `Accept-Ranges`, plus `headers` (caching, a policy).
 */
export function objectResponse(
  found: ObjectLookup,
  headers: Record<string, string> = {},
): Response {
  if (found === undefined) return new Response(null, { status: 404 })
  // A 304 keeps the caching headers the 200 had (RFC 9110 §15.4.5).
  if (found === 'not-modified') return new Response(null, { status: 304, headers })
  if (found === 'unsatisfiable') return new Response(null, { status: 416, headers })
  const answer = new Headers({ 'Accept-Ranges': 'bytes', 'Content-Type': found.type, ...headers })
  if (found.length !== undefined) answer.set('Content-Length', String(found.length))
  if (found.contentRange) answer.set('Content-Range', found.contentRange)
  if (found.etag) answer.set('ETag', found.etag)
  if (found.lastModified) answer.set('Last-Modified', found.lastModified.toUTCString())
  return new Response(found.body ? (Readable.toWeb(found.body) as ReadableStream) : null, {
    status: found.contentRange ? 206 : 200,
    headers: answer,
  })
}
