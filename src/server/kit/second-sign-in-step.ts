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
const STEP_PATH_ENTRY = 'stepPath'

/** Whether this sign-in of `user` still needs a second step (decided once the password is right). */
export type NeedsSecondStep = (
  req: PayloadRequest,
  user: Record<string, unknown>,
) => boolean | Promise<boolean>

/** The admin path (relative to the admin root) of the step this sign-in needs, once `NeedsSecondStep` said it needs one. */
export type SecondStepPath = (req: PayloadRequest) => string

export function withSecondSignInStep(
  collection: CollectionConfig,
  needsStep: NeedsSecondStep,
  stepPath: SecondStepPath,
): CollectionConfig {
  return withCustomEntry(
    withCustomEntry(collection, SECOND_STEP_KEY, SECOND_STEP_ENTRY, needsStep),
    SECOND_STEP_KEY,
    STEP_PATH_ENTRY,
    stepPath,
  )
}

function entryOf(req: PayloadRequest, slug: string, entry: string): unknown {
  const custom = req.payload.collections[slug]?.config.custom as Record<string, unknown> | undefined
  return (custom?.[SECOND_STEP_KEY] as Record<string, unknown> | undefined)?.[entry]
}

export async function needsSecondSignInStep(
  req: PayloadRequest,
  slug: string,
  user: Record<string, unknown>,
): Promise<boolean> {
  const entry = entryOf(req, slug, SECOND_STEP_ENTRY)
  return typeof entry === 'function' && (await (entry as NeedsSecondStep)(req, user)) === true
}

/** Where the step `needsSecondSignInStep` asked for is taken; the admin root when no plugin says. */
export function secondSignInStepPath(req: PayloadRequest, slug: string): string {
  const entry = entryOf(req, slug, STEP_PATH_ENTRY)
  return typeof entry === 'function' ? (entry as SecondStepPath)(req) : '/'
}
