import { Readable } from 'node:stream'
import type { CollectionConfig, PayloadRequest } from 'payload'
import type { Bucket } from './bucket'
import { objectKey } from './object-keys'

type UploadOptions = Exclude<CollectionConfig['upload'], boolean | undefined>
type UploadHandler = NonNullable<UploadOptions['handlers']>[number]

/** As Payload serves an XML type (SVG) from disk: nothing in it may run or embed. */
const XML_FILE_POLICY = "script-src 'none'; frame-src 'none'; object-src 'none'"

const isXml = (type: string) => /[/+]xml\b/i.test(type)

/**
 * `{api}/{collection}/file/{filename}` from the bucket: Payload has checked the collection's read
 * access and found the document before a handler is asked. Ranges (video seeking) and
 * `If-None-Match` are passed on to the bucket; the body is streamed through.
 */
export function serveObject(collection: string, bucket: Bucket): UploadHandler {
  return async (req: PayloadRequest, { params }) => {
    const filename = params.filename
    if (!filename || filename.includes('/') || filename.includes('\\') || filename.startsWith('.'))
      return new Response(null, { status: 404 })
    const object = await bucket.get(objectKey(collection, filename), {
      range: req.headers.get('range') ?? undefined,
      ifNoneMatch: req.headers.get('if-none-match') ?? undefined,
    })
    if (object === undefined) return new Response(null, { status: 404 })
    if (object === 'not-modified') return new Response(null, { status: 304 })
    if (object === 'unsatisfiable') return new Response(null, { status: 416 })
    const headers = new Headers({ 'Accept-Ranges': 'bytes' })
    const type = object.ContentType ?? 'application/octet-stream'
    headers.set('Content-Type', type)
    if (isXml(type)) headers.set('Content-Security-Policy', XML_FILE_POLICY)
    if (object.ContentLength !== undefined)
      headers.set('Content-Length', String(object.ContentLength))
    if (object.ContentRange) headers.set('Content-Range', object.ContentRange)
    if (object.ETag) headers.set('ETag', object.ETag)
    if (object.LastModified) headers.set('Last-Modified', object.LastModified.toUTCString())
    const body = object.Body as Readable | undefined
    return new Response(body ? (Readable.toWeb(body) as ReadableStream) : null, {
      status: object.ContentRange ? 206 : 200,
      headers,
    })
  }
}
