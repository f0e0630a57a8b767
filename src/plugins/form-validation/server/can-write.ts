import type {
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
  Where,
} from 'payload'
import {
  FORM_STATE_GRANT_KEY,
  type FormStateGrant,
  type FormStateRequest,
} from '../../../shared/form-state'

export type Entity =
  | { kind: 'collection'; slug: string; config: SanitizedCollectionConfig }
  | { kind: 'global'; slug: string; config: SanitizedGlobalConfig }

/** No user exists yet and this is the user collection: the create-first-user form. */
async function isFirstUser(
  req: PayloadRequest,
  entity: Entity,
  body: FormStateRequest,
): Promise<boolean> {
  if (
    entity.kind !== 'collection' ||
    entity.slug !== req.payload.config.admin.user ||
    body.operation !== 'create'
  )
    return false
  const { totalDocs } = await req.payload.count({
    collection: entity.slug,
    overrideAccess: true,
    req,
  })
  return totalDocs === 0
}

/** Whether the caller may do what the form is for: create or update this document, or update the global. */
export async function canWrite(
  req: PayloadRequest,
  entity: Entity,
  body: FormStateRequest,
): Promise<boolean> {
  if (await isFirstUser(req, entity, body)) return true
  const grant =
    entity.kind === 'collection'
      ? (entity.config.custom?.[FORM_STATE_GRANT_KEY] as FormStateGrant | undefined)
      : undefined
  if (grant && typeof body.grant === 'string' && (await grant(req, body))) return true
  if (!req.user) return false
  if (entity.kind === 'global')
    return Boolean(await entity.config.access.update?.({ req, data: body.data }))
  const access =
    body.operation === 'create' ? entity.config.access.create : entity.config.access.update
  const result: boolean | Where = access
    ? await access({ req, id: body.id, data: body.data })
    : false
  if (typeof result !== 'object' || body.operation === 'create') return Boolean(result)
  // A query: the document must match it.
  const { totalDocs } = await req.payload.count({
    collection: entity.slug,
    where: { and: [{ id: { equals: body.id } }, result] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
