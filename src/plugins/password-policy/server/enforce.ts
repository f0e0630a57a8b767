import { ValidationError, type PayloadRequest } from 'payload'
import { validatePassword, type PasswordPolicy } from '../../../shared/password-policy'
import { validationText, type Translate } from '../../../shared/validation-text'
import { POLICY_CUSTOM_KEY } from '../../../shared/password-messages'
import { serverEstimator } from './estimator'

export interface PasswordCheck {
  req: PayloadRequest
  /** The auth collection, for the error. */
  collection: string
  password: unknown
  policy: PasswordPolicy
  /** Create and first-register: an empty password is refused; elsewhere callers skip empty ones. */
  isRequired: boolean
  /** Words the password should not be built from: the email, the name. */
  userInputs?: string[]
}

/**
 * Throws Payload's ValidationError on `password` when a new password breaks the policy: 'Password
 * is required.' or 'Password does not meet requirements.' (also for a score below the policy's
 * minimum), in the request's language. For other plugins that set passwords too.
 */
export async function assertPasswordAllowed(check: PasswordCheck): Promise<void> {
  const { req, password, policy } = check
  let result = validatePassword(password, { policy, isRequired: check.isRequired })
  if (result === true && typeof password === 'string' && password !== '' && policy.minScore > 0) {
    const estimate = (await serverEstimator())(password, check.userInputs)
    result = validatePassword(password, {
      policy,
      isRequired: check.isRequired,
      score: estimate.score,
    })
  }
  if (result === true) return
  const message = validationText(req.t as Translate, result)
  throw new ValidationError(
    { collection: check.collection, errors: [{ path: 'password', message }], req },
    req.t,
  )
}

/**
 * The policy the plugin put on the collection, enforced on a password another plugin is about to
 * set (change-password, accept-invitation); nothing when the collection has no policy.
 */
export async function assertCollectionPasswordAllowed(args: {
  req: PayloadRequest
  collection: string
  password: string
  userInputs: string[]
}): Promise<void> {
  const policy = args.req.payload.collections[args.collection]?.config.custom?.[
    POLICY_CUSTOM_KEY
  ] as PasswordPolicy | undefined
  if (!policy) return
  await assertPasswordAllowed({ ...args, policy, isRequired: true })
}
