import type { Payload, PayloadRequest } from 'payload'
import type { VideoStatus, VideoVisibility } from '../shared'

/** What a service knows of a video: whether it is encoded, and who may watch it. */
export interface VideoState {
  status: VideoStatus
  visibility: VideoVisibility
}

/** The addresses of an encoded video's files. */
export interface VideoUrls {
  /** The HLS master playlist (`src.abr.url`). */
  stream: string
  poster: string
  preview: string
}

/**
 * A video service: where a new video's file goes, what state a video is in, where its files are
 * served and how they go away. The local service (`local-adapter.ts`: signed one-time upload URL,
 * ffmpeg in the jobs queue, files on disk or in the bucket) is the one the plugin uses; a cloud
 * service (its own upload URLs, encoding and CDN) implements the same calls, and the admin's field
 * stays the same, since it reads only the REST shapes of `shared/`.
 */
export interface VideoAdapter {
  /** Kept in each video's hidden `workspace` field: the service that holds it. */
  name: string
  /** For a video just made (NO_FILE): the URL that takes one PUT of its file. */
  createUpload(req: PayloadRequest, videoId: string): Promise<{ signedUrl: string }>
  /** The video's state, or undefined when the service has no such video. */
  status(payload: Payload, videoId: string): Promise<VideoState | undefined>
  /** Where an encoded video's files are served. */
  urls(payload: Payload, videoId: string): VideoUrls
  /** Removes everything the service keeps of a deleted video. */
  remove(payload: Payload, videoId: string): Promise<void>
}
