import type { VideoStatus, VideoUploadRequest } from '../shared'

/**
 * A video service: the local one (this plugin's collections, signed upload URL, ffmpeg job) is
 * the default; a cloud service (its own upload URLs, encoding and CDN URLs) can implement this
 * later and the admin's field stays the same, since it reads only the REST shapes of shared/.
 */
export interface VideoAdapter {
  name: string
  /** Makes the video and answers where its file goes. */
  createUpload(request: VideoUploadRequest): Promise<{ videoId: string; signedUrl: string }>
  status(videoId: string): Promise<VideoStatus | undefined>
  urls(videoId: string): { stream: string; poster: string; preview: string; data: string }
}
