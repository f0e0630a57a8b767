import {
  APIError,
  type Endpoint,
  type LivePreviewConfig,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
} from 'payload'
import { VALID_ID } from '../../../shared/api-reads'
import { LIVE_PREVIEW_URL_PATH, type LivePreviewUrlAnswer } from '../shared'

const MAX_PARAM_LENGTH = 100

type UrlOption = LivePreviewConfig['url']

/** The entity's own live-preview URL option, or the root config's where it lists the entity. */
export function urlOptionOf(
  req: PayloadRequest,
  entity: { collection: SanitizedCollectionConfig } | { global: SanitizedGlobalConfig },
): UrlOption {
  const own =
    'collection' in entity ? entity.collection.admin.livePreview : entity.global.admin.livePreview
  if (own?.url) return own.url
  const root = req.payload.config.admin.livePreview
  const listed =
    'collection' in entity
      ? root?.collections?.includes(entity.collection.slug)
      : root?.globals?.includes(entity.global.slug)
  return listed ? root?.url : undefined
}

const param = (req: PayloadRequest, name: string): string | undefined => {
  const value = req.searchParams.get(name)
  return value !== null && value !== '' && value.length <= MAX_PARAM_LENGTH ? value : undefined
}

/** An address the admin may load in its preview pane: http(s), or a path on this server. */
function isPreviewAddress(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 2048) return false
  if (url.startsWith('/') && !url.startsWith('//')) return true
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * `GET {api}/folio/live-preview-url`: the preview address of a document or global, made by the
 * config's `admin.livePreview.url` from the document as the signed-in user may read it (the
 * newest draft), in the locale asked for. 400 for a target without live preview, 401 signed
 * out, 403/404 as the read answers.
 */
export const previewUrlEndpoint: Endpoint = {
  path: LIVE_PREVIEW_URL_PATH,
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new APIError(req.t('error:unauthorized'), 401, undefined, true)
    const { config } = req.payload
    const collectionSlug = param(req, 'collection')
    const globalSlug = param(req, 'global')
    const id = param(req, 'id')
    const localeCode = param(req, 'locale')
    const locale =
      config.localization && localeCode
        ? config.localization.locales.find((l) => l.code === localeCode)
        : undefined
    if (config.localization && localeCode && !locale)
      throw new APIError(req.t('error:unspecific'), 400, undefined, true)
    const collection = collectionSlug ? req.payload.collections[collectionSlug]?.config : undefined
    const global = globalSlug ? config.globals.find((g) => g.slug === globalSlug) : undefined
    const entity:
      { collection: SanitizedCollectionConfig } | { global: SanitizedGlobalConfig } | undefined =
      collection && id && VALID_ID.test(id) ? { collection } : global ? { global } : undefined
    const option = entity && urlOptionOf(req, entity)
    if (!entity || !option) throw new APIError(req.t('error:unspecific'), 400, undefined, true)

    const common = {
      depth: 0,
      draft: true,
      overrideAccess: false,
      req,
      locale: locale?.code as never,
    }
    const data =
      'collection' in entity
        ? await req.payload.findByID({ ...common, collection: entity.collection.slug, id: id! })
        : await req.payload.findGlobal({ ...common, slug: entity.global.slug })
    const url =
      typeof option === 'function'
        ? await option({
            data,
            collectionConfig: 'collection' in entity ? entity.collection : undefined,
            globalConfig: 'global' in entity ? entity.global : undefined,
            locale: (locale ?? { code: localeCode ?? '', label: '' }) as never,
            payload: req.payload,
            req,
          })
        : option
    if (!isPreviewAddress(url)) {
      req.payload.logger.error({ msg: 'live preview: the url option gave no http(s) address', url })
      throw new APIError(req.t('error:unspecific'), 500, undefined, true)
    }
    return Response.json({ url } satisfies LivePreviewUrlAnswer)
  },
}
