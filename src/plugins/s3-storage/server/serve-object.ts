import type { CollectionConfig, PayloadRequest } from 'payload'
import { objectResponse } from '../../../server/kit/object-store'
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
    const type = object !== undefined && typeof object === 'object' ? object.type : ''
    return objectResponse(object, isXml(type) ? { 'Content-Security-Policy': XML_FILE_POLICY } : {})
  }
}
