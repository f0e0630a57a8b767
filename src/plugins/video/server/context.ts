import type { VideoAdapter } from './adapter'
import type { VideoStorage } from './storage'

/** What the plugin's endpoints, routes and job share. */
export interface VideoContext {
  namespace: string
  /** The video service: the local one (`local-adapter.ts`). */
  adapter: VideoAdapter
  /** Set at init: the served files go to the bucket when the s3-storage plugin registered one. */
  storage: VideoStorage
  uploadTtlSeconds: number
  uploadLimitBytes: number
  /** How long an encoding job stays with an instance that shows no sign of life. */
  jobLeaseMs?: number
  canUpload: (user: unknown) => boolean
}

export const TRANSCODE_TASK = 'videoTranscode'
export const VIDEO_QUEUE = 'video'

type RouteConfig = { serverURL?: string; routes?: { api?: string } }

/** `{serverURL}{api}`: the plugin's URLs are absolute when the server knows its address. */
export function apiBase(config: RouteConfig): string {
  const api = (config.routes?.api ?? '/api').replace(/\/+$/, '')
  return `${(config.serverURL ?? '').replace(/\/+$/, '')}${api}`
}

/** `{serverURL}{api}/{namespace}`: where the plugin's own routes (upload, files) live. */
export const routeBase = (config: RouteConfig, namespace: string) =>
  `${apiBase(config)}/${namespace}`
