import type { CollectionConfig, PayloadRequest } from 'payload'
import { withCustomEntry } from './custom-entry'

/**
 * The contract between the lockout and a plugin that adds a step after the password (TOTP): while
 * a sign-in still needs that step, a correct password is not a successful sign-in, so the lockout
 * neither forgets the account's failures nor clears its sign-in limit; the step's own attempts
 * count as password attempts do, and only its success settles the sign-in.
 */
const SECOND_STEP_KEY = 'folioSecondSignInStep'
const SECOND_STEP_ENTRY = 'needsStep'

/** Whether this sign-in of `user` still needs a second step (decided once the password is right). */
export type NeedsSecondStep = (
  req: PayloadRequest,
  user: Record<string, unknown>,
) => boolean | Promise<boolean>

export function withSecondSignInStep(
  collection: CollectionConfig,
  needsStep: NeedsSecondStep,
): CollectionConfig {
  return withCustomEntry(collection, SECOND_STEP_KEY, SECOND_STEP_ENTRY, needsStep)
}

export async function needsSecondSignInStep(
  req: PayloadRequest,
  slug: string,
  user: Record<string, unknown>,
): Promise<boolean> {
  const custom = req.payload.collections[slug]?.config.custom as Record<string, unknown> | undefined
  const entry = (custom?.[SECOND_STEP_KEY] as Record<string, unknown> | undefined)?.[
    SECOND_STEP_ENTRY
  ]
  return typeof entry === 'function' && (await (entry as NeedsSecondStep)(req, user)) === true
}
