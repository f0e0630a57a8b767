import {
  APIError,
  FileRetrievalError,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { safeUploadsMessage } from './translations'

/** The `url` a client's data names (the JSON body, or a multipart form's `_payload`), if any. */
function sentURL(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const { url } = data as { url?: unknown }
  return url === null ? undefined : url
}

/** The url a client sent with this request's create or update, as Payload would fetch it. */
function clientFileURL(req: PayloadRequest, data: unknown): unknown {
  // Payload strips `url` from the operation's data before the hooks run (having kept it to fetch
  // on create): the request's own data still holds what the client sent.
  return sentURL(req.data) ?? sentURL(data)
}

/** An absolute http(s) URL whose host (with its port, if not the default) is one of `hosts`. */
export function isAllowedRemoteFile(url: unknown, hosts: readonly string[]): boolean {
  if (typeof url !== 'string' || hosts.length === 0) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  if (parsed.username || parsed.password) return false
  return hosts.includes(parsed.host.toLowerCase())
}

/**
 * Payload fetches the file named by a client's `{ filename, url }` itself (getExternalFile) on
 * create. Uploads are the client's bytes: a `url` in a client's create or update is refused with
 * 400, unless it names a host the operator allows (`FOLIO_REMOTE_FILE_HOSTS`). Payload's own
 * re-reads of a stored file (duplicate, new focal point or crop) take the stored document's url,
 * never the client's, and are untouched.
 */
export function refuseRemoteFiles(hosts: readonly string[]): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    // The Local API (overrideAccess by default) is the server's own code: Payload never fetches for it.
    if ((operation !== 'create' && operation !== 'update') || args.overrideAccess) return args
    const url = clientFileURL(req, (args as { data?: unknown }).data)
    if (url === undefined) return args
    if (hosts.length === 0)
      throw new APIError(safeUploadsMessage(req, 'remoteFilesRefused'), 400, undefined, true)
    if (!isAllowedRemoteFile(url, hosts))
      throw new APIError(safeUploadsMessage(req, 'remoteFileHostRefused'), 400, undefined, true)
    return args
  }
}

/** An allowed remote file that cannot be fetched is the client's url's fault (400), not the server's (Payload's 500). */
export const remoteFileFailed: CollectionAfterErrorHook = ({ error, req }) => {
  if (!(error instanceof FileRetrievalError) || clientFileURL(req, undefined) === undefined) return
  return {
    status: 400,
    response: { errors: [{ message: safeUploadsMessage(req, 'remoteFileFailed') }] },
  }
}
