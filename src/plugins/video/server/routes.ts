import { errorResponse } from '../../../server/kit/http-messages'
import { objectResponse } from '../../../server/kit/object-store'
import type { RawRoute } from '../../../server/kit/raw-routes'
import { formatBytes } from '../../../shared/format-bytes'
import { videoCollectionSlugs, type VideoFileAnswer } from '../shared'
import { TRANSCODE_TASK, VIDEO_QUEUE, type VideoContext } from './context'
import { verifiedGrant } from './signed-url'
import { storedVideo } from './stored-video'
import { UploadTooLarge } from './storage'
import { videoText } from './translations'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * `PUT {api}/{namespace}/upload/{id}?expires&nonce&signature`: the one PUT of the raw file a signed
 * URL allows (SECURITY.md 'Signed video upload URLs'). Streamed to storage; then the video is
 * PROGRESSING and its encoding job queued.
 */
export function signedUploadRoute(context: VideoContext): RawRoute {
  /**
   * Nonces taken in this process (one short string per upload): of two PUTs racing with one URL,
   * both of which read the nonce before either cleared it, only the first goes on.
   */
  const taken = new Set<string>()
  return {
    method: 'PUT',
    path: `/${context.namespace}/upload/:id`,
    originExemptBecause:
      'takes no cookie: the signed one-time URL (HMAC with the server secret) is the credential',
    handler: async ({ request, payload, params }) => {
      const { config } = payload
      const headers = request.headers
      const refuse = (
        status: number,
        key: Parameters<typeof videoText>[0]['key'],
        vars?: Record<string, string>,
      ) => errorResponse(status, videoText({ config, headers, key, vars }), NO_STORE)
      const id = params.id ?? ''
      const grant = verifiedGrant({
        secret: payload.secret,
        videoId: id,
        search: new URL(request.url).searchParams,
        nowSeconds: Math.floor(Date.now() / 1000),
      })
      const video = grant ? await storedVideo(payload, context.namespace, id) : undefined
      if (!grant || !video || video.status !== 'NO_FILE' || video.uploadNonce !== grant.nonce)
        return refuse(403, 'videoUploadLinkInvalid')
      const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      if (type !== video.mimeType)
        return refuse(415, 'videoUploadWrongType', { mimeType: video.mimeType ?? 'video/*' })
      const limit = context.uploadLimitBytes
      const tooLarge = () =>
        errorResponse(
          413,
          videoText({
            config,
            headers,
            key: 'videoUploadTooLarge',
            vars: { limit: formatBytes(limit) },
          }),
          { ...NO_STORE, Connection: 'close' },
        )
      if (Number(headers.get('content-length') ?? 0) > limit) return tooLarge()
      // The URL works once: its nonce is taken before the body is read.
      if (taken.has(grant.nonce)) return refuse(403, 'videoUploadLinkInvalid')
      taken.add(grant.nonce)
      const collection = videoCollectionSlugs(context.namespace).videos
      await payload.update({ collection, id, data: { uploadNonce: null }, overrideAccess: true })
      if (!request.body) return refuse(400, 'videoUploadFailed')
      try {
        await context.storage.writeSource(id, request.body, limit)
      } catch (error) {
        if (error instanceof UploadTooLarge) return tooLarge()
        payload.logger.error({ err: error, msg: 'storing an uploaded video failed' })
        return refuse(500, 'videoUploadFailed')
      }
      await payload.update({
        collection,
        id,
        data: { status: 'PROGRESSING', error: null },
        overrideAccess: true,
      })
      await payload.jobs.queue({ task: TRANSCODE_TASK, input: { videoId: id }, queue: VIDEO_QUEUE })
      const answer: VideoFileAnswer = { id, status: 'PROGRESSING' }
      return Response.json(answer, { headers: NO_STORE })
    },
  }
}

/** `master.m3u8`, `data.json`, `poster.jpg`, `preview.mp4`, `360p/index.m3u8`, `360p/seg_000.ts`. */
const SERVED_NAME = /^(?:\d{2,4}p\/)?[\w-]{1,40}\.(m3u8|ts|mp4|jpg|json)$/

/** Playlists and data may change if a video is encoded again; segments, poster and clip never. */
const IMMUTABLE = new Set(['ts', 'mp4', 'jpg'])

/**
 * `GET {api}/{namespace}/file/{id}/{name}`: a video's served files from its storage (disk or the
 * bucket) with Range and validators; a private video's only to a signed-in user (SECURITY.md
 * 'Private videos').
 */
export function fileRoute(context: VideoContext): RawRoute {
  return {
    method: 'GET',
    path: `/${context.namespace}/file/:id/*`,
    hasOwnCaching: true,
    handler: async ({ request, payload, params, rest }) => {
      const notFound = () => new Response(null, { status: 404, headers: NO_STORE })
      const match = SERVED_NAME.exec(rest)
      const id = params.id ?? ''
      if (!match) return notFound()
      const video = await context.adapter.status(payload, id)
      if (video?.status !== 'COMPLETE') return notFound()
      const isPrivate = video.visibility !== 'public'
      if (isPrivate) {
        const { user } = await payload.auth({ headers: request.headers })
        if (!user)
          return errorResponse(
            401,
            videoText({ config: payload.config, headers: request.headers, key: 'videoPrivate' }),
            NO_STORE,
          )
      }
      const found = await context.storage.file(id, rest, {
        range: request.headers.get('range') ?? undefined,
        ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
      })
      if (found === undefined) return notFound()
      const extension = match[1]!
      const scope = isPrivate ? 'private' : 'public'
      const answer = objectResponse(found, {
        'Cache-Control': IMMUTABLE.has(extension)
          ? `${scope}, max-age=31536000, immutable`
          : `${scope}, max-age=60`,
        ...(isPrivate ? { Vary: 'Cookie, Authorization' } : {}),
      })
      if (request.method !== 'HEAD') return answer
      await answer.body?.cancel()
      return new Response(null, { status: answer.status, headers: answer.headers })
    },
  }
}
