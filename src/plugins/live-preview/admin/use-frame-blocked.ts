import { useEffect, useState } from 'react'
import { originOf } from './protocol'

/**
 * Whether the admin's Content-Security-Policy refused to frame pages of `origin` (the server lists
 * the origins it may frame): the browser reports the refusal to this document, never to the frame.
 */
export function useFrameBlocked(origin: string | undefined): boolean {
  const [blocked, setBlocked] = useState<string>()
  useEffect(() => {
    if (!origin) return
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective !== 'frame-src' && event.effectiveDirective !== 'child-src')
        return
      if (originOf(event.blockedURI, window.location.href) === origin) setBlocked(origin)
    }
    document.addEventListener('securitypolicyviolation', onViolation)
    return () => document.removeEventListener('securitypolicyviolation', onViolation)
  }, [origin])
  return origin !== undefined && blocked === origin
}
