import { addDataAndFileToRequest, APIError, type Endpoint, type PayloadRequest } from 'payload'
import {
  GENERATOR_KINDS,
  MAX_GENERATED_LENGTH,
  generatePath,
  type GenerateAnswer,
  type GeneratorKind,
} from '../shared'
import { assertCanGenerate, type GenerateTarget } from './generate-access'
import { storedGeneratorArgs } from './stored-document'
import { seoMessage } from './messages'
import type { Generators, GeneratorArgs } from './options'

const MAX_SLUG_LENGTH = 100
const MAX_TEXT_LENGTH = 1000
const MAX_LOCALE_LENGTH = 32

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const shortText = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : undefined

/**
 * The body's target, document and context; 400 naming the problem when it is not one the plugin
 * serves. Without `doc` (a saved document's `id`, or a global), `doc` is left to be read.
 */
function readBody(
  req: PayloadRequest,
  targets: { collections: ReadonlySet<string>; globals: ReadonlySet<string> },
): {
  target: GenerateTarget
  args: Omit<GeneratorArgs, 'req' | 'doc'>
  doc?: Record<string, unknown>
  /** The body's `locale` as sent: a stored document is read in it. */
  locale: unknown
} {
  const body: unknown = req.data
  if (!isRecord(body) || (body.doc !== undefined && !isRecord(body.doc)))
    throw new APIError(seoMessage(req, 'seoBadBody'), 400, undefined, true)
  const collection = shortText(body.collectionSlug, MAX_SLUG_LENGTH)
  const global = shortText(body.globalSlug, MAX_SLUG_LENGTH)
  const rawId = body.id
  const id =
    (typeof rawId === 'string' && rawId !== '' && rawId.length <= MAX_SLUG_LENGTH) ||
    (typeof rawId === 'number' && Number.isFinite(rawId))
      ? rawId
      : undefined
  const target: GenerateTarget | undefined =
    collection && targets.collections.has(collection)
      ? { collection, id }
      : global && targets.globals.has(global)
        ? { global }
        : undefined
  if (!target) throw new APIError(seoMessage(req, 'seoNoTarget'), 400, undefined, true)
  return {
    target,
    doc: isRecord(body.doc) ? body.doc : undefined,
    locale: body.locale,
    args: {
      collectionSlug: 'collection' in target ? target.collection : undefined,
      globalSlug: 'global' in target ? target.global : undefined,
      id,
      locale: shortText(body.locale, MAX_LOCALE_LENGTH),
      title: shortText(body.title, MAX_TEXT_LENGTH),
    },
  }
}

/**
 * `POST {api}/plugin-seo/generate-<kind>` for each generator configured: signed-in users who may
 * save the document named in the body get the generator's answer for the document the body
 * carries (else for the saved document or global as stored, read with their access), as
 * `{ result }` (JSON), or for the image the id as plain text.
 */
export function generateEndpoints(
  generators: Generators,
  targets: { collections: ReadonlySet<string>; globals: ReadonlySet<string> },
): Endpoint[] {
  return GENERATOR_KINDS.flatMap((kind: GeneratorKind): Endpoint[] => {
    const generate = generators[kind]
    if (!generate) return []
    return [
      {
        path: generatePath(kind),
        method: 'post',
        handler: async (req) => {
          await addDataAndFileToRequest(req)
          const { target, args, doc, locale } = readBody(req, targets)
          await assertCanGenerate(req, target)
          const input = doc
            ? { ...args, doc }
            : await storedGeneratorArgs(req, target, args, locale)
          let generated: unknown
          try {
            generated = await generate({ ...input, req })
          } catch (err) {
            req.payload.logger.error({ err, msg: `The SEO ${kind} generator failed.` })
            throw new APIError(seoMessage(req, 'seoGenerateFailed', { kind }), 500, undefined, true)
          }
          const result =
            typeof generated === 'string' || typeof generated === 'number'
              ? String(generated).slice(0, MAX_GENERATED_LENGTH)
              : ''
          if (kind === 'image')
            return new Response(result, {
              headers: { 'Content-Type': 'text/plain; charset=utf-8' },
            })
          return Response.json({ result } satisfies GenerateAnswer)
        },
      },
    ]
  })
}
