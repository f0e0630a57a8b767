import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, PayloadRequest, Where } from 'payload'

type UploadHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number]

const isOnDisk = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  )

/**
 * `GET /api/<upload>/file/<name>` for a name no document has is a 404 (Payload answers 500: the
 * file is missing on disk). A file that a document names but that is gone stays Payload's 500,
 * as it is a fault of the server.
 */
export function unknownFileHandler(upload: {
  staticDir: string
  sizeNames: string[]
}): UploadHandler {
  // Payload serves the file itself when a handler gives no Response; its type says Response or void, not both.
  return (async (
    req: PayloadRequest,
    { params }: Parameters<UploadHandler>[1],
  ): Promise<Response | undefined> => {
    if (
      params.prefix !== undefined ||
      (await isOnDisk(path.resolve(upload.staticDir, params.filename)))
    )
      return
    const named = (field: string): Where => ({ [field]: { equals: params.filename } })
    const where: Where = {
      or: [named('filename'), ...upload.sizeNames.map((size) => named(`sizes.${size}.filename`))],
    }
    const { totalDocs } = await req.payload.count({
      collection: params.collection,
      where,
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0)
      return Response.json({ errors: [{ message: req.t('general:notFound') }] }, { status: 404 })
  }) as UploadHandler
}
