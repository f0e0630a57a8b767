import { HttpError, requestErrorMessage } from '../../../admin/extend/data'
import type { TFunction } from '../../../admin/extend/i18n'

/** The server's message of a refused code (translated by it), or the HTTP client's own text. */
export function refusalMessage(error: unknown, t: TFunction): string {
  return requestErrorMessage(error, t)
}

/** Where a refusal sends the person (an expired step: back to the sign-in), when it says. */
export function refusalRedirect(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object')
    return undefined
  const { redirectTo } = error.body as { redirectTo?: unknown }
  return typeof redirectTo === 'string' && redirectTo ? redirectTo : undefined
}
