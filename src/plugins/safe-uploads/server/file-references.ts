import { APIError, type CollectionAfterErrorHook, type CollectionConfig } from 'payload'
import { safeUploadsMessage } from './translations'

type UploadConfig = Exclude<CollectionConfig['upload'], boolean | undefined>

/**
 * A multipart `file` field sent as text instead of a file part is, to Payload, a reference to a file
 * already stored: it asks the collection's file handlers (S3's `serveObject`) for that name,
 * without the document's read access, and stores a copy (addDataAndFileToRequest). Uploads are the
 * client's bytes: with `requiresClientUploadReceipt`, Payload refuses such a reference before any
 * handler is asked unless it carries a receipt this server signed, and Folio signs none. Payload's
 * own re-reads of a stored file (duplicate, focal point, crop) do not go through it.
 */
export function withoutFileReferences(upload: true | UploadConfig): UploadConfig {
  return { ...(upload === true ? {} : upload), requiresClientUploadReceipt: true }
}

/** What Payload answers (400) when it refuses a `file` reference, in addDataAndFileToRequest.js and clientUploadReceipt.js. */
const PAYLOAD_REFUSALS = new Set([
  'A file name is required.',
  'A verified client upload reference is required.',
  'Invalid or expired client upload reference.',
  'Client upload reference does not match this request.',
])

/** A `file` field of JSON `null`: Payload reads its receipt without looking (a TypeError, its 500). */
const NULL_REFERENCE = "Cannot read properties of null (reading 'clientUploadContext')"

const isFileReferenceRefusal = (error: Error) =>
  (error instanceof APIError && error.status === 400 && PAYLOAD_REFUSALS.has(error.message)) ||
  (error instanceof TypeError && error.message === NULL_REFERENCE)

/** A refused `file` reference answers 400 with the plugin's message, in the request's language. */
export const fileReferenceRefused: CollectionAfterErrorHook = ({ error, req }) => {
  if (!isFileReferenceRefusal(error)) return
  return {
    status: 400,
    response: { errors: [{ message: safeUploadsMessage(req, 'fileReferenceRefused') }] },
  }
}
