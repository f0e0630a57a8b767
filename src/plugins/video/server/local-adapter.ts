import { videoCollectionSlugs, videoFilePath } from '../shared'
import type { VideoAdapter } from './adapter'
import { apiBase, routeBase, type VideoContext } from './context'
import { grantQuery, newNonce } from './signed-url'
import { storedVideo } from './stored-video'

/**
 * The local video service: the file goes to this server through a signed one-time URL (the route
 * in `routes.ts`), is encoded by the `videoTranscode` job and served from the video storage (disk,
 * or the bucket of the s3-storage plugin) at `{api}/{namespace}/file/{id}/…`.
 */
export function localVideoAdapter(context: Omit<VideoContext, 'adapter'>): VideoAdapter {
  const collection = videoCollectionSlugs(context.namespace).videos
  return {
    name: 'local',
    async createUpload(req, videoId) {
      const nonce = newNonce()
      await req.payload.update({
        collection,
        id: videoId,
        data: { uploadNonce: nonce },
        overrideAccess: true,
        depth: 0,
        req,
      })
      const expires = Math.floor(Date.now() / 1000) + context.uploadTtlSeconds
      const query = grantQuery(req.payload.secret, { videoId, expires, nonce })
      return {
        signedUrl: `${routeBase(req.payload.config, context.namespace)}/upload/${videoId}?${query}`,
      }
    },
    async status(payload, videoId) {
      const video = await storedVideo(payload, context.namespace, videoId)
      if (!video?.status) return undefined
      return { status: video.status, visibility: video.visibility ?? 'private' }
    },
    urls(payload, videoId) {
      const url = (name: string) =>
        videoFilePath(apiBase(payload.config), context.namespace, videoId, name)
      return { stream: url('master.m3u8'), poster: url('poster.jpg'), preview: url('preview.mp4') }
    },
    remove: (_payload, videoId) => context.storage.remove(videoId),
  }
}
