import { useEffect, useState } from 'react'
import { createPasswordEstimator, type PasswordEstimator } from '../../../shared/password-estimator'

let loading: Promise<PasswordEstimator> | undefined

/** Starts loading zxcvbn and its dictionaries (lazy chunks), once per page. */
function loadEstimator(): Promise<PasswordEstimator> {
  loading ??= createPasswordEstimator().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** The estimator once it has loaded (undefined until then, or when loading failed). */
export function usePasswordEstimator(): PasswordEstimator | undefined {
  const [estimator, setEstimator] = useState<PasswordEstimator>()
  useEffect(() => {
    let isCurrent = true
    loadEstimator().then(
      (loaded) => isCurrent && setEstimator(() => loaded),
      (error: unknown) => console.error('Could not load the password strength estimator', error),
    )
    return () => {
      isCurrent = false
    }
  }, [])
  return estimator
}
