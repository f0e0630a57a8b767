/**
 * The error texts of docs/behaviour.md §8. They are translation keys resolved by the admin's `t`;
 * the English source text is kept verbatim in the translation files (including 'ploblem').
 */
export type ErrorText =
  { key: string; vars?: Record<string, string | number> } | { literal: string }

export interface ErrorBody {
  errors?: { message?: string; data?: unknown }[]
  message?: string
}

/** The first message a Payload error body carries, if any. */
export function firstServerMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const { errors, message } = body as ErrorBody
  const first = Array.isArray(errors) ? errors[0]?.message : undefined
  if (typeof first === 'string' && first) return first
  return typeof message === 'string' && message ? message : undefined
}

/**
 * Sign-in, reset and change password: 401 and 400 (and 403 where `messageStatuses` says so)
 * show the first server message or the status number; other statuses the backend-problem text.
 */
export function authErrorText(args: {
  status: number
  body: unknown
  messageStatuses?: readonly number[]
}): ErrorText {
  const { status, body, messageStatuses = [400, 401] } = args
  if (messageStatuses.includes(status)) {
    return { literal: firstServerMessage(body) ?? String(status) }
  }
  return { key: 'folio:backendProblem', vars: { status } }
}

export function networkErrorText(detail: string): ErrorText {
  return { key: 'folio:networkError', vars: { detail } }
}

/** Generic HTTP client texts (docs/behaviour.md §8 'HTTP client'). */
export function statusErrorText(status: number): ErrorText {
  return { key: 'folio:requestFailedWithStatus', vars: { status } }
}
