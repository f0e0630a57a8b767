import type { CollectionBeforeOperationHook, CollectionConfig, Config, Plugin } from 'payload'
import { safeFilename } from '../../../shared/safe-filename'

/** Before Payload derives the stored name from it, an uploaded file's name is made safe. */
const safeUploadName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file)
    req.file.name = safeFilename(req.file.name)
  return args
}

/**
 * On every upload collection, uploaded file names are stored without control or bidi characters
 * (an RTLO name would display reversed), path separators or leading dots (`safeFilename`).
 */
export const safeUploadsPlugin =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection): CollectionConfig => {
      if (!collection.upload) return collection
      const hooks = collection.hooks ?? {}
      return {
        ...collection,
        hooks: { ...hooks, beforeOperation: [...(hooks.beforeOperation ?? []), safeUploadName] },
      }
    }),
  })
