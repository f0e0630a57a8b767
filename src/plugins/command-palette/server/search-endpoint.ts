import {
  APIError,
  Forbidden,
  type Endpoint,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type Where,
} from 'payload'
import {
  PALETTE_MAX_QUERY_LENGTH,
  PALETTE_PER_COLLECTION,
  PALETTE_SEARCH_PATH,
  type PaletteDocument,
  type PaletteSearchAnswer,
} from '../shared'
import { paletteMessage } from './translations'

/** Payload's own collections: never offered (preferences, locks, migrations, jobs). */
const isInternal = (slug: string) => slug.startsWith('payload-')

/** The collections a title search looks in: shown to this user in the admin, with a title field of their own. */
export function searchableCollections(
  collections: readonly SanitizedCollectionConfig[],
  user: PayloadRequest['user'],
): { collection: SanitizedCollectionConfig; titleField: string }[] {
  return collections.flatMap((collection) => {
    const titleField = collection.admin.useAsTitle
    const { hidden } = collection.admin
    const isHidden = typeof hidden === 'function' ? hidden({ user: user as never }) : hidden
    return !isInternal(collection.slug) &&
      isHidden !== true &&
      typeof titleField === 'string' &&
      titleField !== 'id'
      ? [{ collection, titleField }]
      : []
  })
}

/**
 * The query's words, without the characters a database pattern gives a meaning (`%`, `_`, `\\`),
 * which separate words here: each word is then matched as plain text, anywhere in the title.
 */
export const searchWords = (q: string): string[] =>
  q.split(/[\s%_\\]+/u).filter((word) => word !== '')

const titleOf = (doc: Record<string, unknown>, field: string): string => {
  const value = doc[field]
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : String(value)
}

/**
 * `GET {api}/folio/palette/search?q=…[&locale=…]`: the documents whose title (`useAsTitle`) holds
 * `q`, at most five per collection, in every collection the signed-in user may read, read as they
 * would read them (`overrideAccess: false`, drafts included where the collection has them);
 * without `q`, the recently updated ones. 401 signed out, 400 for a `q` over 100 characters;
 * other parameters are ignored.
 */
export const paletteSearchEndpoint: Endpoint = {
  path: PALETTE_SEARCH_PATH,
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new APIError(req.t('error:unauthorized'), 401, undefined, true)
    const q = (req.searchParams.get('q') ?? '').trim()
    if (q.length > PALETTE_MAX_QUERY_LENGTH)
      throw new APIError(
        paletteMessage(req, 'paletteQueryTooLong', { max: PALETTE_MAX_QUERY_LENGTH }),
        400,
        undefined,
        true,
      )
    const words = searchWords(q)
    // Only pattern characters: nothing is a match.
    if (q && words.length === 0)
      return Response.json({ docs: [] } satisfies PaletteSearchAnswer, {
        headers: { 'Cache-Control': 'no-store' },
      })
    const { config } = req.payload
    const localeCode = req.searchParams.get('locale')
    const locale =
      config.localization && localeCode
        ? config.localization.locales.find((l) => l.code === localeCode)?.code
        : undefined

    const perCollection = await Promise.all(
      searchableCollections(config.collections, req.user).map(
        async ({ collection, titleField }) => {
          const hasDrafts = Boolean(collection.versions && collection.versions.drafts)
          const where: Where | undefined = q
            ? { and: words.map((word) => ({ [titleField]: { like: word } })) }
            : undefined
          try {
            const found = await req.payload.find({
              collection: collection.slug,
              where,
              limit: PALETTE_PER_COLLECTION,
              sort: '-updatedAt',
              depth: 0,
              draft: hasDrafts,
              overrideAccess: false,
              user: req.user,
              req,
              pagination: false,
              locale: locale as never,
              select: {
                [titleField]: true,
                updatedAt: true,
                ...(hasDrafts ? { _status: true } : {}),
              } as never,
            })
            return found.docs.map((raw): PaletteDocument => {
              const doc = raw as Record<string, unknown>
              return {
                collection: collection.slug,
                id: doc.id as string | number,
                title: titleOf(doc, titleField),
                ...(typeof doc.updatedAt === 'string' ? { updatedAt: doc.updatedAt } : {}),
                ...(doc._status === 'draft' || doc._status === 'published'
                  ? { _status: doc._status }
                  : {}),
              }
            })
          } catch (error) {
            // A collection the user may not read at all is left out, never an error of the search.
            if (error instanceof Forbidden) return []
            throw error
          }
        },
      ),
    )
    const docs = perCollection.flat()
    // Without a query: the most recently updated first, across collections.
    if (!q) docs.sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))
    return Response.json({ docs } satisfies PaletteSearchAnswer, {
      headers: { 'Cache-Control': 'no-store' },
    })
  },
}
