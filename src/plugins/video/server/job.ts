import type { Payload, TaskConfig } from 'payload'
import { videoCollectionSlugs } from '../shared'
import { TRANSCODE_TASK, VIDEO_QUEUE, type VideoContext } from './context'
import { NotAVideo, transcode } from './transcode'
import { storedText } from './translations'

/**
 * The encoding job (Payload's jobs queue, queue `video`): ffmpeg makes the HLS stream, poster,
 * preview clip and data.json; the video ends COMPLETE with its URLs, or ERROR with the reason.
 */
export function transcodeTask(context: VideoContext): TaskConfig {
  return {
    slug: TRANSCODE_TASK,
    retries: 0,
    inputSchema: [{ name: 'videoId', type: 'text', required: true }],
    handler: async ({ input, req }) => {
      const videoId = String((input as { videoId: string }).videoId)
      await encodeVideo(req.payload, context, videoId)
      return { output: {} }
    },
  }
}

async function encodeVideo(payload: Payload, context: VideoContext, videoId: string) {
  const collection = videoCollectionSlugs(context.namespace).videos
  const video = await payload
    .findByID({ collection, id: videoId, depth: 0, overrideAccess: true })
    .catch(() => undefined)
  if (!video || video.status !== 'PROGRESSING') return
  const { storage } = context
  try {
    const out = await storage.prepareOutput(videoId)
    const data = await transcode(storage.sourcePath(videoId), out)
    await storage.publish(videoId)
    const urls = context.adapter.urls(payload, videoId)
    await payload.update({
      collection,
      id: videoId,
      overrideAccess: true,
      data: {
        status: 'COMPLETE',
        error: null,
        duration: data.duration,
        width: data.width,
        height: data.height,
        src: { abr: { url: urls.stream } },
        previewVideoUrl: urls.preview,
        previewThumbnailUrl: urls.poster,
      },
    })
    await storage.discardWork(videoId)
  } catch (error) {
    const reason = (error as Error).message || String(error)
    const isVideo = !(error instanceof NotAVideo)
    payload.logger.warn({ err: error, videoId, msg: 'encoding a video failed' })
    await payload
      .update({
        collection,
        id: videoId,
        overrideAccess: true,
        data: {
          status: 'ERROR',
          error: storedText(isVideo ? 'videoEncodingFailed' : 'videoNotAVideo', { reason }),
        },
      })
      .catch(() => undefined)
  }
}

const POLL_MS = 1000

/**
 * Runs the video queue inside the server (nothing else to start): one job at a time, polled each
 * second, never overlapping; ffmpeg runs as a child process at lower priority. Videos a crash or
 * restart left PROGRESSING are queued again first.
 */
export async function startVideoWorker(payload: Payload, context: VideoContext): Promise<void> {
  const collection = videoCollectionSlugs(context.namespace).videos
  // Nothing runs yet in this process: unfinished jobs of the queue are from before a stop.
  await payload.delete({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: VIDEO_QUEUE } }, { completedAt: { exists: false } }] },
    overrideAccess: true,
  })
  const stuck = await payload.find({
    collection,
    where: { status: { equals: 'PROGRESSING' } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const video of stuck.docs)
    await payload.jobs.queue({
      task: TRANSCODE_TASK,
      input: { videoId: String(video.id) },
      queue: VIDEO_QUEUE,
    })
  let isRunning = false
  const timer = setInterval(() => {
    if (isRunning) return
    isRunning = true
    payload.jobs
      .run({ queue: VIDEO_QUEUE, limit: 1 })
      .catch((error: unknown) => payload.logger.error({ err: error, msg: 'video queue failed' }))
      .finally(() => (isRunning = false))
  }, POLL_MS)
  timer.unref()
}
