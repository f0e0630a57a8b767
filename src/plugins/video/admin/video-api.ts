import { api, boot } from '../../../admin/extend/data'
import {
  VIDEO_LIST_QUERY,
  videoTaxonomyPath,
  videoUploadPath,
  type VideoDoc,
  type VideoFieldConfig,
  type VideoRelationId,
  type VideoUploadAnswer,
  type VideoUploadRequest,
} from '../shared'

/**
 * A URL the server gave (`/api/video/videos`, a signed URL with the server's origin) as a path
 * under the API route, the way the one HTTP client takes it.
 */
export function apiPathOf(url: string): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  const parsed = new URL(url, origin)
  const route = boot.apiRoute.replace(/\/+$/, '')
  const path = parsed.pathname.startsWith(`${route}/`)
    ? parsed.pathname.slice(route.length)
    : parsed.pathname
  return path + parsed.search
}

/** The videos of the field's list, newest first. */
export async function fetchVideos(config: VideoFieldConfig, signal?: AbortSignal) {
  const answer = await api<{ docs: VideoDoc[] }>(apiPathOf(config.apiUrl), {
    query: VIDEO_LIST_QUERY,
    signal,
  })
  return answer.docs
}

/** The ids of the category or tag slugs the field gives new videos. */
export async function fetchTaxonomyIds(
  config: VideoFieldConfig,
  kind: 'categories' | 'tags',
): Promise<VideoRelationId[]> {
  const slugs = config[kind]
  if (slugs.length === 0) return []
  const answer = await api<{ docs: { id: VideoRelationId }[] }>(
    videoTaxonomyPath('', config.namespace, kind),
    { query: { where: { slug: { in: slugs.join(',') } }, depth: 0, limit: slugs.length } },
  )
  return answer.docs.map((doc) => doc.id)
}

/** Creates the video (status NO_FILE): its id and the one-time signed URL of its file. */
export function createUpload(config: VideoFieldConfig, body: VideoUploadRequest) {
  return api<Partial<VideoUploadAnswer> | undefined>(videoUploadPath('', config.namespace), {
    method: 'PUT',
    body,
  })
}

/** Sends the raw file to its signed URL, telling the fraction sent (0 to 1). */
export async function sendVideoFile(input: {
  signedUrl: string
  file: File
  onProgress: (fraction: number) => void
}) {
  await api(apiPathOf(input.signedUrl), {
    method: 'PUT',
    body: input.file,
    responseType: 'text',
    timeoutMs: 60 * 60 * 1000,
    onUploadProgress: input.onProgress,
  })
}
