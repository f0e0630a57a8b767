import { firstServerMessage } from '../../shared/http-errors'
import { apiHref } from '../../shared/routes'
import { boot } from '../lib/boot'
import { toQueryString, type QueryValue } from './query-string'

/** A response outside 2xx. `message` is the first server message, or the generic status text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(firstServerMessage(body) ?? `Request failed with status code ${status}`)
    this.name = 'HttpError'
  }
}

/** No response at all: offline or refused (`detail` is the browser's text), aborted, or timed out. */
export class NetworkError extends Error {
  constructor(
    readonly reason: 'network' | 'aborted' | 'timeout',
    readonly detail: string,
    readonly timeoutMs?: number,
  ) {
    super(detail)
    this.name = 'NetworkError'
  }
}

let currentLanguage = (typeof document !== 'undefined' && document.documentElement.lang) || 'en'
export function setRequestLanguage(language: string): void {
  currentLanguage = language
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 30_000

/** The one HTTP client of the admin: same-origin credentials, Accept-Language, JSON in and out. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options
  const timeout = AbortSignal.timeout(timeoutMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch(apiHref(boot.apiRoute, path) + (query ? toQueryString(query) : ''), {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: combined,
    })
  } catch (error) {
    if (timeout.aborted) throw new NetworkError('timeout', `timeout of ${timeoutMs}ms exceeded`, timeoutMs)
    if (signal?.aborted) throw new NetworkError('aborted', 'Request aborted')
    throw new NetworkError('network', error instanceof Error ? error.message : '')
  }
  const text = await response.text()
  let parsed: unknown = undefined
  if (text) {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = { message: text }
    }
  }
  if (!response.ok) throw new HttpError(response.status, parsed)
  return parsed as T
}
