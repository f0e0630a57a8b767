import { stat } from 'node:fs/promises'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterErrorHook,
  CollectionBeforeChangeHook,
} from 'payload'
import type { Bucket } from './bucket'
import { keysOf, objectKey, type StoredFiles } from './object-keys'

/** Keys this request put that its document did not have before: removed again if it fails. */
const PUT_KEYS = 'folioS3PutKeys'

interface SizeData {
  filename?: string | null
  mimeType?: string | null
}

/**
 * The hooks that keep an upload collection's files in the bucket. Payload's upload pipeline has
 * made the file (`req.file`, on disk or in memory) and its image sizes (`req.payloadUploadSizes`)
 * by `beforeChange`; they are put there, before the document is written. Objects the saved
 * document no longer names are deleted after the change; a failed request deletes what it put.
 */
export function storageHooks(collection: string, bucket: Bucket) {
  const beforeChange: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
    const file = req.file
    if (!file || typeof data.filename !== 'string') return data
    const before = new Set(keysOf(collection, originalDoc as StoredFiles | undefined))
    const put: string[] = []
    const mainKey = objectKey(collection, data.filename)
    const type = String(data.mimeType ?? file.mimetype)
    const body =
      file.tempFilePath && (!file.data || file.data.length === 0)
        ? { path: file.tempFilePath, size: (await stat(file.tempFilePath)).size }
        : file.data
    put.push(mainKey)
    await bucket.put(mainKey, body, type)
    const sizes = (data.sizes ?? {}) as Record<string, SizeData | undefined>
    for (const [name, buffer] of Object.entries(req.payloadUploadSizes ?? {})) {
      const size = sizes[name]
      if (!size?.filename) continue
      const key = objectKey(collection, size.filename)
      put.push(key)
      await bucket.put(key, buffer, String(size.mimeType ?? type))
    }
    req.context[PUT_KEYS] = put.filter((key) => !before.has(key))
    return data
  }

  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || !req.file) return doc
    const kept = new Set(keysOf(collection, doc as StoredFiles))
    const replaced = keysOf(collection, previousDoc as StoredFiles).filter((k) => !kept.has(k))
    try {
      await bucket.remove(replaced)
    } catch (error) {
      // The change is saved; an object left behind costs storage, not data.
      req.payload.logger.warn({ err: error, keys: replaced }, 'Replaced files stay in the bucket')
    }
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
    await bucket.remove(keysOf(collection, doc as StoredFiles))
  }

  const afterError: CollectionAfterErrorHook = async ({ req }) => {
    const put = req.context[PUT_KEYS]
    if (!Array.isArray(put) || put.length === 0) return
    delete req.context[PUT_KEYS]
    try {
      await bucket.remove(put as string[])
    } catch (error) {
      req.payload.logger.warn(
        { err: error, keys: put },
        'Files of a failed save stay in the bucket',
      )
    }
  }

  return { beforeChange, afterChange, afterDelete, afterError }
}
