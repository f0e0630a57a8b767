import {
  addDataAndFileToRequest,
  APIError,
  Forbidden,
  UnauthorizedError,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { VIDEO_TITLE_MAX, videoCollectionSlugs, type VideoUploadAnswer } from '../shared'
import type { VideoContext } from './context'
import { videoMessage } from './translations'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const EXTENSION = /^[a-z0-9]{1,10}$/i
const MIME = /^video\/[\w.+-]{1,60}$/i
const MAX_TERMS = 50

type Checked = {
  title: string
  slug: string
  extension: string
  mimeType: string
  visibility: 'public' | 'private'
  categories: (string | number)[]
  tags: (string | number)[]
}

function bad(req: PayloadRequest, key: Parameters<typeof videoMessage>[1], vars?: object): never {
  throw new APIError(videoMessage(req, key, vars as Record<string, unknown>), 400, undefined, true)
}

const isIdList = (value: unknown): value is (string | number)[] =>
  Array.isArray(value) &&
  value.length <= MAX_TERMS &&
  value.every((id) => (typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) || Number.isInteger(id))

/** The upload request's body, checked (400 naming the first problem). */
function checked(req: PayloadRequest): Checked {
  const data = (req.data ?? {}) as Record<string, unknown>
  const {
    title,
    slug,
    extension,
    mimeType,
    visibility = 'public',
    categories = [],
    tags = [],
  } = data
  if (typeof title !== 'string' || title.trim() === '' || title.length > VIDEO_TITLE_MAX)
    bad(req, 'videoTitleInvalid', { max: VIDEO_TITLE_MAX })
  if (typeof slug !== 'string' || slug.length > 100 || !SLUG.test(slug))
    bad(req, 'videoSlugInvalid')
  if (typeof extension !== 'string' || !EXTENSION.test(extension)) bad(req, 'videoExtensionInvalid')
  if (typeof mimeType !== 'string' || !MIME.test(mimeType)) bad(req, 'videoMimeTypeInvalid')
  if (visibility !== 'public' && visibility !== 'private') bad(req, 'videoVisibilityInvalid')
  if (!isIdList(categories) || !isIdList(tags)) bad(req, 'videoTaxonomyInvalid')
  return {
    title: title.trim(),
    slug,
    extension: extension.toLowerCase(),
    mimeType: mimeType.toLowerCase(),
    visibility,
    categories,
    tags,
  }
}

/**
 * `PUT {api}/{namespace}/videos/upload` (the collection `{namespace}-videos`, path alias): makes
 * the video (status NO_FILE) and answers its id and a signed URL for one PUT of the file.
 */
export function uploadEndpoint(context: VideoContext): Endpoint {
  return {
    path: '/upload',
    method: 'put',
    handler: async (req) => {
      if (!req.user) throw new UnauthorizedError(req.t)
      if (!context.canUpload(req.user)) throw new Forbidden(req.t)
      await addDataAndFileToRequest(req)
      const body = checked(req)
      const video = await req.payload.create({
        collection: videoCollectionSlugs(context.namespace).videos,
        data: { ...body, status: 'NO_FILE', workspace: context.adapter.name },
        overrideAccess: true,
        depth: 0,
        req,
      })
      const videoId = String(video.id)
      const { signedUrl } = await context.adapter.createUpload(req, videoId)
      const answer: VideoUploadAnswer = { videoId, signedUrl }
      return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
    },
  }
}
