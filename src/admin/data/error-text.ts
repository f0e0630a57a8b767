import {
  authErrorText,
  firstServerMessage,
  networkErrorText,
  statusErrorText,
  type ErrorText,
} from '../../shared/http-errors'
import { withComputedKeys, type TFunction } from '../i18n/translate'
import { HttpError, NetworkError } from './http'

export function renderErrorText(text: ErrorText, t: TFunction): string {
  return 'literal' in text ? text.literal : withComputedKeys(t)(text.key, text.vars)
}

/** The HTTP client's own texts (docs/behaviour.md §8): 'Network Error', 'Request aborted', the timeout. */
function networkDetail(error: NetworkError, t: TFunction): string {
  if (error.reason === 'aborted') return t('folio:requestAborted')
  if (error.reason === 'timeout') return t('folio:requestTimedOut', { ms: error.timeoutMs ?? 0 })
  return error.detail || t('folio:networkErrorShort')
}

function asNetworkText(error: unknown, t: TFunction): string {
  const detail =
    error instanceof NetworkError
      ? networkDetail(error, t)
      : error instanceof Error
        ? error.message
        : String(error)
  return renderErrorText(networkErrorText(detail), t)
}

/** The message a failed sign-in, reset or password change shows (docs/behaviour.md §8). */
export function authErrorMessage(
  error: unknown,
  t: TFunction,
  messageStatuses?: readonly number[],
): string {
  if (error instanceof HttpError)
    return renderErrorText(
      authErrorText({ status: error.status, body: error.body, messageStatuses }),
      t,
    )
  return asNetworkText(error, t)
}

/** Any other failed request: the server's message, or the generic texts of the HTTP client. */
export function requestErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof HttpError)
    return firstServerMessage(error.body) ?? renderErrorText(statusErrorText(error.status), t)
  return asNetworkText(error, t)
}
