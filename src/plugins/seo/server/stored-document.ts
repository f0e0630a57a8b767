import { APIError, NotFound, type PayloadRequest } from 'payload'
import type { GenerateTarget } from './generate-access'
import { seoMessage } from './messages'
import type { GeneratorArgs } from './options'

const hasDrafts = (entity: { versions?: unknown } | undefined): boolean =>
  typeof entity?.versions === 'object' &&
  entity.versions !== null &&
  Boolean((entity.versions as { drafts?: unknown }).drafts)

/**
 * A generator's arguments for a saved document or a global as stored, read as its edit view reads
 * it (depth 0, the latest draft where there are drafts, the locale's own values) and with the
 * user's access, so a generator never sees what the user may not read. The locale must be one of
 * the config's (400 otherwise); absent, the default one.
 */
export async function storedGeneratorArgs(
  req: PayloadRequest,
  target: GenerateTarget,
  args: Omit<GeneratorArgs, 'req' | 'doc'>,
  requestedLocale: unknown,
): Promise<Omit<GeneratorArgs, 'req'>> {
  const locale = storedLocale(req, requestedLocale)
  const read = {
    depth: 0,
    locale,
    fallbackLocale: 'none',
    overrideAccess: false,
    user: req.user,
    req,
  } as const
  if ('global' in target) {
    const global = req.payload.config.globals.find((g) => g.slug === target.global)
    const doc = await req.payload.findGlobal({
      slug: target.global,
      draft: hasDrafts(global),
      ...read,
    })
    return { ...args, locale, doc: doc as Record<string, unknown> }
  }
  // A document not saved yet exists only as sent.
  if (target.id === undefined)
    throw new APIError(seoMessage(req, 'seoBadBody'), 400, undefined, true)
  const collection = req.payload.collections[target.collection]?.config
  if (!collection) throw new NotFound(req.t)
  const doc = (await req.payload.findByID({
    collection: target.collection,
    id: target.id,
    draft: hasDrafts(collection),
    disableErrors: true,
    ...read,
  })) as Record<string, unknown> | null
  if (!doc) throw new NotFound(req.t)
  const titleField = collection.admin?.useAsTitle
  const title = titleField ? doc[titleField] : undefined
  return { ...args, locale, doc, title: typeof title === 'string' ? title : undefined }
}

function storedLocale(req: PayloadRequest, locale: unknown): string | undefined {
  const localization = req.payload.config.localization
  if (locale === undefined) return localization ? localization.defaultLocale : undefined
  if (localization && typeof locale === 'string' && localization.localeCodes.includes(locale))
    return locale
  throw new APIError(seoMessage(req, 'seoBadLocale'), 400, undefined, true)
}
