import { afterCommit } from '../../../server/kit/after-commit'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeLoginHook,
  type CollectionConfig,
  type Field,
  type PayloadRequest,
} from 'payload'
import { LOCAL_PROVIDER } from '../shared'
import { PROVIDER_SIGN_IN_KEY } from './endpoints'
import { sendProviderChangeEmail } from './provider-change-email'
import type { OidcProviderOptions } from './providers'
import { oidcMessage } from './translations'
import { label } from './labels'

const FIELD = 'provider'

/**
 * The user collection's `provider` select (the content model's field, or one added here) offers
 * `local` and each enabled provider, and admins change it on the user's page (its access rules
 * stay the model's: not on oneself).
 */
export function withProviderOptions(
  collection: CollectionConfig,
  providers: readonly OidcProviderOptions[],
): CollectionConfig {
  const options = [
    { value: LOCAL_PROVIDER, label: label('emailAndPassword') },
    ...providers.map((p) => ({ value: p.id, label: p.name })),
  ]
  const allowed = options.map((o) => o.value)
  // An account keeps a provider that is no longer enabled (its other changes still save); only
  // a change must name an enabled one.
  const validate = (
    value: unknown,
    { previousValue, req }: { previousValue?: unknown; req: PayloadRequest },
  ) =>
    value === null ||
    value === undefined ||
    value === previousValue ||
    allowed.includes(value as string) ||
    req.t('validation:invalidSelection')
  const has = collection.fields.some((f) => 'name' in f && f.name === FIELD)
  const fields: Field[] = has
    ? collection.fields.map((f) =>
        'name' in f && f.name === FIELD && f.type === 'select'
          ? { ...f, options, validate, admin: { ...f.admin, readOnly: false } }
          : f,
      )
    : [
        ...collection.fields,
        {
          name: FIELD,
          type: 'select',
          defaultValue: LOCAL_PROVIDER,
          options,
          validate,
          access: { create: () => false, update: () => false },
          admin: { position: 'sidebar' },
        },
      ]
  return { ...collection, fields }
}

const providerOfUser = (user: Record<string, unknown> | undefined) =>
  typeof user?.[FIELD] === 'string' && user[FIELD] ? (user[FIELD] as string) : LOCAL_PROVIDER

/**
 * Only the configured method signs an account in: a right password of an account of an identity
 * provider is refused (401, naming the provider), and so is a provider's sign-in of a local one
 * (the callback checks that before; this is the rule's one place at sign-in).
 */
export function refuseOtherMethod(
  nameOf: (req: Parameters<CollectionBeforeLoginHook>[0]['req'], provider: string) => string,
): CollectionBeforeLoginHook {
  return ({ req, user }) => {
    const method = (req.context[PROVIDER_SIGN_IN_KEY] as string | undefined) ?? LOCAL_PROVIDER
    const own = providerOfUser(user as Record<string, unknown>)
    if (own !== method)
      throw new APIError(
        oidcMessage(req, 'oidcNotAllowed', { a: nameOf(req, method), b: nameOf(req, own) }),
        401,
        undefined,
        true,
      )
    return user
  }
}

/** After an admin changed a user's provider: the user gets an email naming the old and the new one. */
export function noticeProviderChange(
  nameOf: (provider: string) => string,
): CollectionAfterChangeHook {
  return async ({ doc, operation, previousDoc, req }) => {
    if (operation !== 'update' || !previousDoc) return doc
    const from = providerOfUser(previousDoc)
    const to = providerOfUser(doc)
    if (from === to) return doc
    // Only once the change is committed; a failure loses the notice, not the change, and the log says so.
    await afterCommit(req, 'oidc: the provider change notice could not be sent.', () =>
      sendProviderChangeEmail(req, doc, { from, to }, nameOf),
    )
    return doc
  }
}
