import type { CollectionConfig, Config, Plugin } from 'payload'
import { openBucket } from './bucket'
import type { S3StorageOptions } from './options'
import { serveObject } from './serve-object'
import { storageHooks } from './storage-hooks'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import { withObjectStore } from '../../../server/kit/object-store'

export type { S3StorageOptions } from './options'

/** The address of the collection's stored files on this server, as Payload's allow-list reads it. */
function ownFileAddress(serverURL: string | undefined, api: string, slug: string) {
  if (!serverURL) return []
  const url = new URL(serverURL)
  return [
    {
      protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const),
      hostname: url.hostname,
      port: url.port,
      pathname: `${api.replace(/\/+$/, '')}/${slug}/file/*`,
    },
  ]
}

/**
 * Upload collections keep their files (and image sizes) in an S3-compatible bucket instead of on
 * disk: Payload's upload pipeline is unchanged (checks, sizes, focal point, crop); the files are
 * put by a `beforeChange` hook, served by the collection's file handler at the same address with
 * the same read access, and deleted with their document.
 */
export const s3StoragePlugin = (options: S3StorageOptions): Plugin =>
  folioPlugin({ name: 's3-storage', stage: 'everyField' }, (config: Config): Config => {
    const bucket = openBucket(options)
    const chosen = options.collections && new Set(options.collections)
    const api = config.routes?.api ?? '/api'
    const ownOrigin = config.serverURL ? new URL(config.serverURL).origin : undefined
    return {
      ...config,
      // Other plugins' files (video renditions) go to the same bucket through the same client.
      custom: withObjectStore(config.custom, bucket),
      collections: (config.collections ?? []).map((collection): CollectionConfig => {
        if (!collection.upload || (chosen && !chosen.has(collection.slug))) return collection
        const upload = collection.upload === true ? {} : collection.upload
        const hooks = collection.hooks ?? {}
        const stored = storageHooks(collection.slug, bucket)
        return {
          ...collection,
          upload: {
            ...upload,
            disableLocalStorage: true,
            handlers: [...(upload.handlers ?? []), serveObject(collection.slug, bucket)],
            // Payload reads the stored file back over HTTP (a duplicate, a new focal point or crop),
            // from this server only, as the editor: their session cookie, and the Origin that lets
            // Payload accept it (a cookie without Origin or Sec-Fetch-Site counts for nobody).
            skipSafeFetch: ownFileAddress(config.serverURL, api, collection.slug),
            externalFileHeaderFilter: (headers, context): Record<string, string> =>
              ownOrigin && context && new URL(context.url).origin === ownOrigin
                ? { cookie: headers.cookie ?? '', origin: ownOrigin }
                : {},
          },
          hooks: {
            ...hooks,
            beforeChange: [...(hooks.beforeChange ?? []), stored.beforeChange],
            afterChange: [...(hooks.afterChange ?? []), stored.afterChange],
            afterDelete: [...(hooks.afterDelete ?? []), stored.afterDelete],
            afterError: [...(hooks.afterError ?? []), stored.afterError],
          },
        }
      }),
    }
  })
