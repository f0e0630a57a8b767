import {
  addDataAndFileToRequest,
  APIError,
  Forbidden,
  type Field,
  type PayloadRequest,
  type Where,
} from 'payload'
import { isEmpty } from '../../../shared/validation'
import type { FormStateError, FormStateRequest } from '../../../shared/form-state'
import { canWrite, type Entity } from './can-write'
import { fieldsWithData, type FieldAt } from './fields-with-data'
import { subFormCheck } from './sub-forms'

function parseBody(raw: unknown): FormStateRequest {
  const body = (raw ?? {}) as Partial<FormStateRequest>
  const isValid =
    (typeof body.collection === 'string') !== (typeof body.global === 'string') &&
    (body.operation === 'create' || body.operation === 'update') &&
    typeof body.data === 'object' &&
    body.data !== null &&
    (body.paths === undefined ||
      (Array.isArray(body.paths) && body.paths.every((p) => typeof p === 'string'))) &&
    (body.grant === undefined || typeof body.grant === 'string') &&
    (body.schemaPath === undefined ||
      (typeof body.schemaPath === 'string' && body.schemaPath.length <= 500))
  if (!isValid) throw new APIError('Bad form-state request', 400)
  return body as FormStateRequest
}

function entityOf(req: PayloadRequest, body: FormStateRequest): Entity {
  if (body.collection) {
    const config = req.payload.collections[body.collection]?.config
    if (config) return { kind: 'collection', slug: config.slug, config }
  } else if (body.global) {
    const config = req.payload.config.globals.find((g) => g.slug === body.global)
    if (config) return { kind: 'global', slug: config.slug, config }
  }
  throw new APIError('Not Found', 404)
}

const isForServer = (field: Field) =>
  ('unique' in field && field.unique === true) || field.custom?.folioServerValidate === true

/** Runs a field's validation as a save does (Payload's options shape), then its unique check. */
async function checkField(
  req: PayloadRequest,
  entity: Entity,
  body: FormStateRequest,
  at: FieldAt,
): Promise<string | undefined> {
  const { field } = at
  if ('validate' in field && typeof field.validate === 'function') {
    // A union of every field type's validator takes the intersection of their arguments (never);
    // this field's own validator gets the value and the options a save would give it.
    const result = await field.validate(
      at.value as never,
      {
        ...(field as object),
        id: body.id,
        collectionSlug: entity.kind === 'collection' ? entity.slug : undefined,
        data: body.data,
        siblingData: at.siblingData,
        req,
        user: req.user,
        operation: body.operation,
        path: at.path.split('.'),
        event: 'submit',
        overrideAccess: false,
        preferences: { fields: {} },
      } as never,
    )
    if (typeof result === 'string') return result
  }
  if (
    entity.kind === 'collection' &&
    'unique' in field &&
    field.unique === true &&
    !isEmpty(at.value) &&
    !Array.isArray(at.value)
  ) {
    const where: Where = {
      and: [
        { [at.queryPath]: { equals: at.value } },
        ...(body.id !== undefined ? [{ id: { not_equals: body.id } }] : []),
      ],
    }
    const { totalDocs } = await req.payload.count({
      collection: entity.slug,
      where,
      locale: req.locale,
      overrideAccess: true,
      req,
    })
    // Payload's own message when the database refuses a duplicate.
    if (totalDocs > 0) return req.t('error:valueMustBeUnique')
  }
  return undefined
}

/** A drawer's sub-form: its field's own check of the values, only for the paths asked about. */
async function subFormAnswer(
  req: PayloadRequest,
  entity: Entity,
  body: FormStateRequest,
  schemaPath: string,
): Promise<Response> {
  const check = subFormCheck(entity.config.fields, schemaPath)
  if (!check) throw new APIError('Not Found', 404)
  const paths = body.paths ? new Set(body.paths) : undefined
  const errors = (await check(req, body.data)).filter((e) => !paths || paths.has(e.path))
  return Response.json({ errors }, { headers: { 'Cache-Control': 'no-store' } })
}

/**
 * `POST {api}/folio/form-state`: the rules of a form only the server can check (unique values,
 * custom validators), for the fields flagged for the server or the paths asked for. Answers only
 * messages, and only to someone who may create or update that document (or the first user).
 */
export async function formStateHandler(req: PayloadRequest): Promise<Response> {
  await addDataAndFileToRequest(req)
  const body = parseBody(req.data)
  const entity = entityOf(req, body)
  if (body.operation === 'update' && entity.kind === 'collection' && body.id === undefined)
    throw new APIError('Bad form-state request', 400)
  const localeCodes = req.payload.config.localization
    ? req.payload.config.localization.localeCodes
    : []
  if (body.locale && localeCodes.includes(body.locale)) req.locale = body.locale
  if (!(await canWrite(req, entity, body))) throw new Forbidden(req.t)
  if (body.schemaPath !== undefined) return subFormAnswer(req, entity, body, body.schemaPath)

  const paths = body.paths ? new Set(body.paths) : undefined
  const blocksBySlug = new Map((req.payload.config.blocks ?? []).map((b) => [b.slug, b]))
  const errors: FormStateError[] = []
  for (const at of fieldsWithData(entity.config.fields, {
    data: body.data,
    path: '',
    queryPath: '',
    blocksBySlug,
  })) {
    if (paths ? !paths.has(at.path) : !isForServer(at.field)) continue
    try {
      const message = await checkField(req, entity, body, at)
      if (message) errors.push({ path: at.path, message })
    } catch (error) {
      req.payload.logger.error({
        err: error,
        msg: `form-state: validating ${entity.slug}.${at.path} failed`,
      })
    }
  }
  return Response.json({ errors }, { headers: { 'Cache-Control': 'no-store' } })
}
