import { createReadStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Payload } from 'payload'
import { videoCollectionSlugs } from '../shared'
import { TRANSCODE_TASK, VIDEO_QUEUE, type VideoContext } from './context'
import { testPatternArgs } from './test-pattern'
import { binary, run } from './transcode'

const CONTEXT = 'folioVideoContext'

/** The plugin's context, kept in the config for the server's own writes (the seed). */
export const withVideoContext = (
  custom: Record<string, unknown> | undefined,
  context: VideoContext,
) => ({ ...custom, [CONTEXT]: context })

const contextOf = (payload: Payload) =>
  (payload.config.custom as Record<string, unknown> | undefined)?.[CONTEXT] as
    VideoContext | undefined

/**
 * Adds a short generated video (ffmpeg's test pattern with a tone) as the server itself, as an
 * upload would: stored, PROGRESSING, its encoding queued (the running server's queue encodes it,
 * or the next start's). Once per slug. For the seed's demo content.
 */
export async function addDemoVideo(
  payload: Payload,
  video: { title: string; slug: string; categories: string[]; tags: string[]; seconds?: number },
): Promise<string | number | undefined> {
  const context = contextOf(payload)
  if (!context) return undefined
  const slugs = videoCollectionSlugs(context.namespace)
  const existing = await payload.find({
    collection: slugs.videos,
    where: { slug: { equals: video.slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const idsOf = async (collection: string, values: string[]) =>
    (
      await payload.find({
        collection,
        where: { slug: { in: values } },
        depth: 0,
        limit: values.length,
        overrideAccess: true,
      })
    ).docs.map((doc) => doc.id)
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-demo-video-'))
  try {
    const file = path.join(dir, 'demo.mp4')
    await run(
      binary('ffmpeg'),
      testPatternArgs(file, { width: 1280, height: 720, seconds: video.seconds ?? 6 }),
    )
    const doc = await payload.create({
      collection: slugs.videos,
      data: {
        title: video.title,
        slug: video.slug,
        visibility: 'public',
        status: 'NO_FILE',
        extension: 'mp4',
        mimeType: 'video/mp4',
        categories: await idsOf(slugs.categories, video.categories),
        tags: await idsOf(slugs.tags, video.tags),
      },
      overrideAccess: true,
    })
    const id = String(doc.id)
    await context.storage.writeSource(
      id,
      Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      context.uploadLimitBytes,
    )
    await payload.update({
      collection: slugs.videos,
      id,
      data: { status: 'PROGRESSING' },
      overrideAccess: true,
    })
    await payload.jobs.queue({ task: TRANSCODE_TASK, input: { videoId: id }, queue: VIDEO_QUEUE })
    return doc.id
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
