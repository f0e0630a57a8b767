import { type VIDEO_COPY_FIELDS, dataUrlOf, type VideoDoc, type VideoFieldConfig } from '../shared'
import type { stringsEn } from './strings/en'

type Key = keyof typeof stringsEn

/** The field's `custom.video` as the client config carries it; undefined when absent or without an API URL. */
export function videoConfigOf(kitConfig: unknown): VideoFieldConfig | undefined {
  if (typeof kitConfig !== 'object' || kitConfig === null) return undefined
  const c = kitConfig as Partial<VideoFieldConfig>
  if (typeof c.apiUrl !== 'string' || c.apiUrl === '') return undefined
  const slugs = (v: unknown) => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : [])
  return {
    apiUrl: c.apiUrl,
    namespace: typeof c.namespace === 'string' && c.namespace ? c.namespace : 'video',
    categories: slugs(c.categories),
    tags: slugs(c.tags),
  }
}

const STATUS_KEYS: Record<VideoDoc['status'], Key> = {
  NO_FILE: 'statusNoFile',
  PROGRESSING: 'statusProgressing',
  ERROR: 'statusError',
  COMPLETE: 'statusComplete',
}

/** The string keys of a video's state in the list: its status, and its visibility once ready. */
export function stateKeys(video: Pick<VideoDoc, 'status' | 'visibility'>): Key[] {
  const status = STATUS_KEYS[video.status] ?? 'statusNoFile'
  if (video.status !== 'COMPLETE') return [status]
  return [status, video.visibility === 'private' ? 'visibilityPrivate' : 'visibilityPublic']
}

/** A video still on its way (waiting for its file or encoding): the list asks again while one is. */
export const isPending = (video: Pick<VideoDoc, 'status'>) =>
  video.status === 'NO_FILE' || video.status === 'PROGRESSING'

export type VideoCopies = Record<(typeof VIDEO_COPY_FIELDS)[number], string>

/** What the field copies into its group's sibling fields from the chosen video. */
export function copiesOf(video: VideoDoc): VideoCopies {
  const { status, visibility, previewThumbnailUrl, previewVideoUrl, ...rest } = video
  const streamUrl = video.src?.abr?.url ?? ''
  return {
    status,
    visibility,
    previewThumbnailUrl: previewThumbnailUrl ?? '',
    previewVideoUrl: previewVideoUrl ?? '',
    dataUrl: streamUrl ? dataUrlOf(streamUrl, String(video.id)) : '',
    data: JSON.stringify(rest),
  }
}

/** The path of a sibling field of the group a field's path is in (`video.videoId` → `video.status`). */
export function siblingPath(fieldPath: string, name: string): string {
  return fieldPath.slice(0, fieldPath.lastIndexOf('.') + 1) + name
}
