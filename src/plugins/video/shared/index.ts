/**
 * The contract of the `video` plugin's two halves (docs/behaviour.md §20): a local video service
 * (videos, categories and tags collections under a namespace, a signed one-time upload URL, an
 * encoding job that makes an HLS stream) and the admin's video-select field with its upload modal
 * and player. The REST shapes are the ones the admin's field calls.
 */

import type { ApiRead, EditorReads } from '../../../shared/api-reads'
import {
  pluginSettings,
  type ClientCollection,
  type ClientConfig,
} from '../../../shared/client-config'
import type { DashboardContext, DashboardWidgetSpec } from '../../../shared/dashboard'
import { apiPaths } from '../../../shared/routes'

export const VIDEO_SLUG = 'video'

/** The default namespace: `/api/video/videos`, `/api/video/categories`, `/api/video/tags`. */
export const DEFAULT_VIDEO_NAMESPACE = 'video'

/**
 * Payload collection slugs of a namespace. Payload's routes take one path segment per collection,
 * so the server answers `/api/{namespace}/{videos|categories|tags}…` as the collection `{namespace}-…`.
 */
export const videoCollectionSlugs = (namespace: string) => ({
  videos: `${namespace}-videos`,
  categories: `${namespace}-categories`,
  tags: `${namespace}-tags`,
})

/** `{api}/{namespace}/videos`: the list the field reads (its `apiUrl` by default). */
export const videoListPath = (api: string, namespace: string) => `${api}/${namespace}/videos`
/** `{api}/{namespace}/videos/upload`: PUT `VideoUploadRequest` → `VideoUploadAnswer`. */
export const videoUploadPath = (api: string, namespace: string) =>
  `${api}/${namespace}/videos/upload`
/** `{api}/{namespace}/{categories|tags}?where[slug][in]=…&depth=0` resolves slugs to ids. */
export const videoTaxonomyPath = (api: string, namespace: string, kind: 'categories' | 'tags') =>
  `${api}/${namespace}/${kind}`

export const VIDEO_STATUSES = ['NO_FILE', 'PROGRESSING', 'ERROR', 'COMPLETE'] as const
export type VideoStatus = (typeof VIDEO_STATUSES)[number]

export const VIDEO_VISIBILITIES = ['public', 'private'] as const
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number]

export type VideoRelationId = string | number

/** A video as the REST API answers it (`workspace` never leaves the server). */
export interface VideoDoc {
  id: VideoRelationId
  title: string
  slug: string
  visibility: VideoVisibility
  status: VideoStatus
  /** Why encoding failed (status ERROR). */
  error?: string | null
  extension?: string | null
  mimeType?: string | null
  categories?: VideoRelationId[]
  tags?: VideoRelationId[]
  /** The short muted preview clip (mp4). */
  previewVideoUrl?: string | null
  /** The poster image (jpg). */
  previewThumbnailUrl?: string | null
  /** `src.abr.url`: the HLS master playlist `…/{videoId}/master.m3u8`. */
  src?: { abr?: { url?: string | null } | null } | null
  duration?: number | null
  width?: number | null
  height?: number | null
  createdAt?: string
  updatedAt?: string
}

/** PUT `videos/upload`'s body: creates the video (status NO_FILE). */
export interface VideoUploadRequest {
  title: string
  slug: string
  extension: string
  mimeType: string
  visibility: 'public'
  categories: VideoRelationId[]
  tags: VideoRelationId[]
}

/** `signedUrl` accepts exactly one PUT of the raw file (Content-Type = mimeType) before it expires. */
export interface VideoUploadAnswer {
  videoId: string
  signedUrl: string
}

/** `data.json` next to the playlist: what the encoding made. */
export interface VideoData {
  duration: number
  width: number
  height: number
  renditions: { name: string; width: number; height: number; bandwidth: number; playlist: string }[]
}

/** The name of the admin field kit (`custom: { folioKit }`) of the video-select field. */
export const VIDEO_SELECT_KIT = 'video-select'

/**
 * What the video-select field's `custom.video` holds (set by `videoField()` on the server). The
 * field is a text field holding the video id; it sits in a group whose sibling fields get copies.
 */
export interface VideoFieldConfig {
  /** The list URL (`/api/video/videos`); the plugin's namespace follows from the server config. */
  apiUrl: string
  namespace: string
  /** Slugs the upload modal gives each new video (resolved to ids; made on start if missing). */
  categories: string[]
  tags: string[]
}

/** Sibling fields of the video-select field's group that it fills from the chosen video. */
export const VIDEO_COPY_FIELDS = [
  'status',
  'visibility',
  'previewThumbnailUrl',
  'previewVideoUrl',
  'dataUrl',
  'data',
] as const

/**
 * The group's focal point on the video (a pair of percentages, 0–100, whole numbers as Payload keeps
 * an image's): set by clicking the preview, for front ends that crop the video.
 */
export const VIDEO_FOCAL_FIELDS = ['focalX', 'focalY'] as const

/** The adaptive stream URL with the path after the video id replaced by `data.json`. */
export function dataUrlOf(streamUrl: string, videoId: string): string {
  const at = streamUrl.indexOf(`/${videoId}/`)
  if (at < 0) return streamUrl
  return `${streamUrl.slice(0, at + videoId.length + 2)}data.json`
}

/** Title limit of the upload modal: longer text is cut. */
export const VIDEO_TITLE_MAX = 100

/**
 * `{api}/{namespace}/file/{videoId}/{name}`: a COMPLETE video's served files (`master.m3u8`,
 * `{height}p/index.m3u8`, `poster.jpg`, `preview.mp4`, `data.json`), with Range; a private video's
 * to signed-in users only. The server answers absolute URLs (`SERVER_URL` first) in its fields.
 */
export const videoFilePath = (api: string, namespace: string, videoId: string, name: string) =>
  `${api}/${namespace}/file/${videoId}/${name}`

/** What the signed URL's PUT answers (200). */
export interface VideoFileAnswer {
  id: string
  status: 'PROGRESSING'
}

/** The field's list: the newest 100 videos, as the admin asks for them. */
export const VIDEO_LIST_QUERY = { limit: 100, sort: '-createdAt', depth: 0 }

/**
 * The list reads of the video fields an editor shows (each list once): the server answers them in
 * the editor's page, so the field lists its videos with no request of its own. A field whose
 * `apiUrl` is not under the API route (another server) is left to ask itself.
 */
export function videoListReads(apiRoute: string): EditorReads {
  const route = apiRoute.replace(/\/+$/, '')
  return (editor) => {
    const paths = new Set<string>()
    for (const field of editor.entity.fields) {
      if (field.kit !== VIDEO_SELECT_KIT) continue
      const apiUrl = (field.kitConfig as Partial<VideoFieldConfig> | undefined)?.apiUrl
      if (typeof apiUrl === 'string' && apiUrl.startsWith(`${route}/`) && !apiUrl.includes('?'))
        paths.add(apiUrl.slice(route.length))
    }
    return [...paths].map((path): ApiRead => ({ method: 'GET', path, query: VIDEO_LIST_QUERY }))
  }
}

/** The videos collection's public setting, by which the admin knows it. */
export interface VideoCollectionSettings {
  isVideos: true
}

declare module '../../../shared/client-config' {
  interface PluginSettings {
    video: VideoCollectionSettings
  }
}

/** The client config's videos collection (undefined without the plugin's server half). */
export const videosCollectionOf = (config: ClientConfig): ClientCollection | undefined =>
  config.collections.find((c) => pluginSettings(c, VIDEO_SLUG)?.isVideos === true)

/** Videos the Encoding widget lists: not ready yet, or failed. */
export const ENCODING_STATUSES: readonly VideoStatus[] = ['NO_FILE', 'PROGRESSING', 'ERROR']
export const ENCODING_WIDGET_LIMIT = 10

/** The dashboard's Encoding widget: videos waiting for a file, encoding, or failed, newest first. */
export const encodingWidget = {
  id: `${VIDEO_SLUG}:encoding`,
  when: (context: DashboardContext) => videosCollectionOf(context.config) !== undefined,
  read: (context: DashboardContext): ApiRead => ({
    method: 'GET',
    path: apiPaths.collection(videosCollectionOf(context.config)!.slug),
    query: {
      where: { status: { in: [...ENCODING_STATUSES] } },
      sort: '-updatedAt',
      limit: ENCODING_WIDGET_LIMIT,
      depth: 0,
      select: { title: 'true', status: 'true', error: 'true', updatedAt: 'true' },
    },
  }),
} satisfies DashboardWidgetSpec
