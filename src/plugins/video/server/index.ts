import type { CollectionConfig, Config, Plugin } from 'payload'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import { withPathAliases } from '../../../server/kit/path-aliases'
import { withRawRoutes } from '../../../server/kit/raw-routes'
import {
  DEFAULT_VIDEO_NAMESPACE,
  VIDEO_SLUG,
  videoCollectionSlugs,
  videoListPath,
  type VideoFieldConfig,
} from '../shared'
import { videoCollections, type VideoAccess } from './collections'
import type { VideoContext } from './context'
import { videoGroup, type VideoFieldOption } from './field'
import { startVideoWorker, transcodeTask } from './job'
import { fileRoute, signedUploadRoute } from './routes'
import { localVideoStorage, type VideoStorage } from './storage'
import { ensureTerms } from './taxonomy'
import { videoTranslations } from './translations'
import { uploadEndpoint } from './upload-endpoint'

export type { VideoFieldOption } from './field'
export type { VideoStorage } from './storage'

export interface VideoPluginOptions extends VideoAccess {
  /** `/api/{namespace}/videos…`; collections `{namespace}-videos`, `-categories`, `-tags`. */
  namespace?: string
  /** Where the local storage keeps files (`FOLIO_DATA_DIR/video`); or a storage of your own. */
  storage: string | VideoStorage
  /** A signed upload URL works this long (FOLIO_VIDEO_UPLOAD_TTL). */
  uploadTtlSeconds: number
  /** Largest file a signed upload URL takes (FOLIO_VIDEO_UPLOAD_LIMIT). */
  uploadLimitBytes: number
  /** Collections that get a video group (`posts` → `video`). */
  fields?: VideoFieldOption[]
}

/**
 * A local video service (docs/behaviour.md §20, SECURITY.md 'Videos'): videos, categories and tags
 * under a namespace, `PUT videos/upload` with a signed one-time URL for the file, an encoding job
 * in the server's own jobs queue (HLS, poster, preview clip), files served with Range, and a video
 * group with the admin's video-select field on the collections `fields` names.
 */
export const videoPlugin = (options: VideoPluginOptions): Plugin =>
  folioPlugin({ name: VIDEO_SLUG }, (config: Config): Config => {
    const namespace = options.namespace ?? DEFAULT_VIDEO_NAMESPACE
    const slugs = videoCollectionSlugs(namespace)
    const storage =
      typeof options.storage === 'string' ? localVideoStorage(options.storage) : options.storage
    const context: VideoContext = {
      namespace,
      storage,
      uploadTtlSeconds: options.uploadTtlSeconds,
      uploadLimitBytes: options.uploadLimitBytes,
      canUpload: options.canUpload,
    }
    const [videos, ...taxonomies] = videoCollections({
      namespace,
      access: options,
      afterDelete: (videoId) => storage.remove(videoId),
    })
    const withUpload: CollectionConfig = {
      ...videos!,
      endpoints: [uploadEndpoint(context)],
    }
    const api = (config.routes?.api ?? '/api').replace(/\/+$/, '')
    const fieldConfig = (option: VideoFieldOption): VideoFieldConfig => ({
      apiUrl: videoListPath(api, namespace),
      namespace,
      categories: option.categories ?? [],
      tags: option.tags ?? [],
    })
    const fields = options.fields ?? []
    const collections = (config.collections ?? []).map((c): CollectionConfig => {
      const own = fields.filter((field) => field.collection === c.slug)
      if (own.length === 0) return c
      return { ...c, fields: [...c.fields, ...own.map((o) => videoGroup(o, fieldConfig(o)))] }
    })
    const onInit = config.onInit
    return {
      ...config,
      collections: [...collections, withUpload, ...taxonomies],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), transcodeTask(context)],
      },
      custom: withRawRoutes(
        withPathAliases(config.custom, [
          { from: `${namespace}/videos`, to: slugs.videos },
          { from: `${namespace}/categories`, to: slugs.categories },
          { from: `${namespace}/tags`, to: slugs.tags },
        ]),
        [signedUploadRoute(context), fileRoute(context)],
      ),
      i18n: { ...config.i18n, translations: videoTranslations(config.i18n) },
      onInit: async (payload) => {
        await onInit?.(payload)
        await ensureTerms(
          payload,
          slugs.categories,
          fields.flatMap((f) => f.categories ?? []),
        )
        await ensureTerms(
          payload,
          slugs.tags,
          fields.flatMap((f) => f.tags ?? []),
        )
        await startVideoWorker(payload, context)
      },
    }
  })
