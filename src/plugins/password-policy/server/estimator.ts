import { createPasswordEstimator, type PasswordEstimator } from '../../../shared/password-estimator'

let estimator: Promise<PasswordEstimator> | undefined

/** The estimator, built at the first password the server checks (about 0.3 s) and kept. */
export function serverEstimator(): Promise<PasswordEstimator> {
  estimator ??= createPasswordEstimator().catch((error: unknown) => {
    estimator = undefined
    throw error
  })
  return estimator
}
