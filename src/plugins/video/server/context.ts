import type { VideoStorage } from './storage'

/** What the plugin's endpoints, routes and job share. */
export interface VideoContext {
  namespace: string
  storage: VideoStorage
  uploadTtlSeconds: number
  uploadLimitBytes: number
  canUpload: (user: unknown) => boolean
}

export const TRANSCODE_TASK = 'videoTranscode'
export const VIDEO_QUEUE = 'video'

/** `{serverURL}{api}/{namespace}`: where the plugin's own routes (upload, files) live. */
export function routeBase(
  config: { serverURL?: string; routes?: { api?: string } },
  namespace: string,
) {
  const api = (config.routes?.api ?? '/api').replace(/\/+$/, '')
  return `${(config.serverURL ?? '').replace(/\/+$/, '')}${api}/${namespace}`
}

/** The served files of a video: `{base}/file/{id}/{name}`. */
export const fileUrl = (base: string, videoId: string, name: string) =>
  `${base}/file/${videoId}/${name}`
