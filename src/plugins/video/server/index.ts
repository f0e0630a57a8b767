import { withVideoContext } from './system-video'
import type { CollectionConfig, Config, Plugin } from 'payload'
import path from 'node:path'
import { diskObjectStore } from '../../../server/kit/disk-object-store'
import { withEditorReads } from '../../../server/kit/editor-reads'
import { withDashboardReads } from '../../../server/kit/dashboard-reads'
import { withPublicSettings } from '../../../server/kit/public-settings'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import { objectStoreOf } from '../../../server/kit/object-store'
import { withPathAliases } from '../../../server/kit/path-aliases'
import { withRawRoutes } from '../../../server/kit/raw-routes'
import { withServeTasks } from '../../../server/kit/serve-tasks'
import {
  DEFAULT_VIDEO_NAMESPACE,
  VIDEO_SLUG,
  videoCollectionSlugs,
  videoListPath,
  videoListReads,
  encodingWidget,
  type VideoFieldConfig,
} from '../shared'
import { videoCollections, type VideoAccess } from './collections'
import type { VideoContext } from './context'
import { videoGroup, type VideoFieldOption } from './field'
import { startVideoWorker, transcodeTask } from './job'
import { fileRoute, signedUploadRoute } from './routes'
import { localVideoAdapter } from './local-adapter'
import { videoStorage } from './storage'
import { ensureTerms } from './taxonomy'
import { videoTranslations } from './translations'
import { uploadEndpoint } from './upload-endpoint'

export type { VideoFieldOption } from './field'
export { addDemoVideo } from './system-video'
export type { VideoStorage } from './storage'

export interface VideoPluginOptions extends VideoAccess {
  /** `/api/{namespace}/videos…`; collections `{namespace}-videos`, `-categories`, `-tags`. */
  namespace?: string
  /**
   * `FOLIO_DATA_DIR/video`: uploads and encoding, and the served files unless the s3-storage
   * plugin registered a bucket, which then keeps them (keys `{namespace}-videos/{id}/…`).
   */
  root: string
  /** A signed upload URL works this long (FOLIO_VIDEO_UPLOAD_TTL). */
  uploadTtlSeconds: number
  /** Largest file a signed upload URL takes (FOLIO_VIDEO_UPLOAD_LIMIT). */
  uploadLimitBytes: number
  /** An encoding job whose instance shows no sign of life this long is taken over (FOLIO_JOB_LEASE_SECONDS; default 30 s). */
  jobLeaseMs?: number
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
    const settings: Omit<VideoContext, 'adapter'> = {
      namespace,
      storage: videoStorage({
        root: options.root,
        store: diskObjectStore(path.join(options.root, 'files')),
        prefix: '',
      }),
      uploadTtlSeconds: options.uploadTtlSeconds,
      uploadLimitBytes: options.uploadLimitBytes,
      jobLeaseMs: options.jobLeaseMs,
      canUpload: options.canUpload,
    }
    // One object, which the adapter reads too: the storage chosen at init is everyone's.
    const context: VideoContext = Object.assign(settings, {
      adapter: localVideoAdapter(settings),
    })
    const [videos, ...taxonomies] = videoCollections({
      namespace,
      access: options,
      afterDelete: (payload, videoId) => context.adapter.remove(payload, videoId),
    })
    // The admin knows the videos collection by its public setting (the dashboard's Encoding widget).
    const withUpload: CollectionConfig = withPublicSettings(
      { ...videos!, endpoints: [uploadEndpoint(context)] },
      VIDEO_SLUG,
      { isVideos: true },
    )
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
    // An editor's page answers its video fields' lists (`/api/video/videos`), as the field asks.
    const withReads = withDashboardReads(
      withEditorReads(config, VIDEO_SLUG, videoListReads(api)),
      VIDEO_SLUG,
      [encodingWidget],
    )
    return {
      ...withReads,
      collections: [...collections, withUpload, ...taxonomies],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), transcodeTask(context)],
      },
      // The encoding queue runs in the serving process only (not in the seed's or a migration's).
      custom: withServeTasks(
        withRawRoutes(
          withPathAliases(withVideoContext(withReads.custom, context), [
            { from: `${namespace}/videos`, to: slugs.videos },
            { from: `${namespace}/categories`, to: slugs.categories },
            { from: `${namespace}/tags`, to: slugs.tags },
          ]),
          [signedUploadRoute(context), fileRoute(context)],
        ),
        [(payload) => startVideoWorker(payload, context)],
      ),
      i18n: { ...withReads.i18n, translations: videoTranslations(withReads.i18n) },
      onInit: async (payload) => {
        await onInit?.(payload)
        const bucket = objectStoreOf(payload.config.custom)
        if (bucket)
          context.storage = videoStorage({
            root: options.root,
            store: bucket,
            prefix: `${slugs.videos}/`,
            sharesSources: true,
          })
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
      },
    }
  })
