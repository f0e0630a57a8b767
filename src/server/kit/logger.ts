import type { Config } from 'payload'
import { currentRequestId } from './request-context'

/**
 * Payload's logger as one JSON object per line on stdout (what log collectors read), each line
 * with the `requestId` of the request it was written for. `npm run dev` keeps Payload's readable
 * lines.
 */
export function folioLogger(isDevelopment: boolean): Config['logger'] {
  if (isDevelopment) return undefined
  return {
    options: {
      name: 'folio',
      level: process.env.FOLIO_LOG_LEVEL?.trim() || 'info',
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
  }
}
