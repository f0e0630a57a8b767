import type { Payload, TaskConfig } from 'payload'
import { videoCollectionSlugs } from '../shared'
import { TRANSCODE_TASK, VIDEO_QUEUE, type VideoContext } from './context'
import { EncodingStopped, NotAVideo, stopEncoders, transcode } from './transcode'
import { startLeasedQueue } from '../../../server/kit/leased-queue'
import { memoryState, sharedStateOf } from '../../../server/kit/shared-state'
import type { ServeTaskStop } from '../../../server/kit/serve-tasks'
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
    await storage.fetchSource(videoId)
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
    payload.logger.info({ videoId, msg: 'encoded a video' })
  } catch (error) {
    // The server stops: the job is handed back and another instance (or this one, restarted) encodes.
    if (error instanceof EncodingStopped) throw error
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

/**
 * Runs the video queue inside the server (nothing else to start): one job at a time per instance,
 * each job on exactly one instance (`startLeasedQueue`), ffmpeg as a child process at lower
 * priority. A job whose instance died is taken over once its lease expires; on stop the running
 * job is handed back. Videos left PROGRESSING without a job (a crash before it was queued) are
 * queued again.
 */
export async function startVideoWorker(
  payload: Payload,
  context: VideoContext,
): Promise<ServeTaskStop> {
  const collection = videoCollectionSlugs(context.namespace).videos
  const stuck = await payload.find({
    collection,
    where: { status: { equals: 'PROGRESSING' } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (stuck.docs.length > 0) {
    const open = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: VIDEO_QUEUE } }, { completedAt: { exists: false } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const queued = new Set(
      open.docs.map((job) => String((job.input as { videoId?: unknown } | null)?.videoId)),
    )
    for (const video of stuck.docs)
      if (!queued.has(String(video.id)))
        await payload.jobs.queue({
          task: TRANSCODE_TASK,
          input: { videoId: String(video.id) },
          queue: VIDEO_QUEUE,
        })
  }
  const queue = startLeasedQueue(payload, {
    queue: VIDEO_QUEUE,
    state: sharedStateOf(payload.config.custom) ?? memoryState(),
    leaseMs: context.jobLeaseMs,
    interrupt: stopEncoders,
  })
  return queue.stop
}
