import type { CollectionBeforeOperationHook, CollectionConfig, Config, Plugin } from 'payload'
import { safeFilename } from '../../../shared/safe-filename'
import { fileReferenceRefused, withoutFileReferences } from './file-references'
import { refuseRemoteFiles, remoteFileFailed } from './remote-files'
import { safeUploadsTranslations } from './translations'
import { folioPlugin } from '../../../server/kit/folio-plugin'

export { isAllowedRemoteFile } from './remote-files'

export interface SafeUploadsOptions {
  /**
   * Hosts (`images.example.com`, `cdn.example.org:8443`) whose http(s) files a client may name by
   * `url` for the server to fetch (`FOLIO_REMOTE_FILE_HOSTS`). Default: none, a `url` is refused.
   */
  remoteFileHosts?: readonly string[]
}

/** Before Payload derives the stored name from it, an uploaded file's name is made safe. */
const safeUploadName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file)
    req.file.name = safeFilename(req.file.name)
  return args
}

/**
 * On every upload collection, uploaded file names are stored without control or bidi characters
 * (an RTLO name would display reversed), path separators or leading dots (`safeFilename`), and
 * files come from the client's bytes: a `url` for the server to fetch is refused (400) unless its
 * host is allowed (`remoteFileHosts`), and a `file` field naming a stored file instead of carrying
 * one is refused (400) before any storage is asked for it.
 */
export const safeUploadsPlugin = (options: SafeUploadsOptions = {}): Plugin =>
  folioPlugin({ name: 'safe-uploads', stage: 'everyField' }, (config: Config): Config => {
    const refuseRemote = refuseRemoteFiles(options.remoteFileHosts ?? [])
    return {
      ...config,
      collections: (config.collections ?? []).map((collection): CollectionConfig => {
        if (!collection.upload) return collection
        const hooks = collection.hooks ?? {}
        return {
          ...collection,
          upload: withoutFileReferences(collection.upload),
          hooks: {
            ...hooks,
            beforeOperation: [...(hooks.beforeOperation ?? []), refuseRemote, safeUploadName],
            afterError: [...(hooks.afterError ?? []), remoteFileFailed, fileReferenceRefused],
          },
        }
      }),
      i18n: { ...config.i18n, translations: safeUploadsTranslations(config.i18n) },
    }
  })
