import { firstServerMessage } from '../../shared/http-errors'
import { readKey, type ApiRead } from '../../shared/api-reads'
import { apiHref } from '../../shared/routes'
import { boot, pageLanguage } from '../lib/boot'
import { toQueryString, type QueryValue } from '../../shared/query-string'
import { sendForm } from './send-form'
import { noticeNoSession } from './session-end'
import { SESSION_EXPECTED, SESSION_HEADER, SESSION_NONE } from '../../shared/session-presence'

/** A response outside 2xx. `message` is the first server message, or the generic status text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** A 503's Retry-After, in ms: the request applied nothing and may be sent again then. */
    readonly retryAfterMs?: number,
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

let currentLanguage = pageLanguage('en')
export function setRequestLanguage(language: string): void {
  currentLanguage = language
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  timeoutMs?: number
  /** Sent even when the page goes away (an autosave due at pagehide); small bodies only (64 KB). */
  keepalive?: boolean
  /** Extra request headers (a save's `If-Match`). */
  headers?: Record<string, string>
  /** `text`: a successful answer is returned as its text, unparsed (a plain-text endpoint). */
  responseType?: 'json' | 'text'
  /** `omit`: sent without the session's cookie, as an anonymous client would (the API view). */
  credentials?: 'omit'
  /**
   * With a `FormData` or `Blob` body (a file; a `Blob` is sent raw with its own type as
   * Content-Type): told how much of it is sent, from 0 to 1.
   */
  onUploadProgress?: (fraction: number) => void
}

const DEFAULT_TIMEOUT_MS = 30_000
/** A 503 with Retry-After (database busy, server restarting) applied nothing: asked again this often. */
const BUSY_RETRIES = 3
const MAX_RETRY_WAIT_MS = 5000

/**
 * The one HTTP client of the admin: same-origin credentials, Accept-Language, JSON in and out. A
 * 503 that says when to retry is retried, a few times, after the wait it names.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request<T>(path, options)
    } catch (error) {
      const wait = error instanceof HttpError ? error.retryAfterMs : undefined
      if (
        wait === undefined ||
        attempt >= BUSY_RETRIES ||
        options.signal?.aborted ||
        options.keepalive
      )
        throw error
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, MAX_RETRY_WAIT_MS)))
    }
  }
}

/** A read of `shared/api-reads.ts`, through `api`. */
export function read<T>(request: ApiRead, signal?: AbortSignal): Promise<T> {
  return api<T>(request.path, {
    method: request.method,
    query: request.query,
    body: request.body,
    signal,
  })
}

/**
 * The answers a page came with to its first reads (src/shared/api-reads.ts `firstReads`), by
 * `readKey`, each taken once: a later read of the same goes to the server.
 */
export class PageAnswers {
  private readonly answers: Map<string, unknown>
  private readonly taken: string[] = []
  constructor(
    answers: Record<string, unknown>,
    /** Past this (`performance.now()`), they are too old to stand for a read: it is sent. */
    private readonly until = Infinity,
  ) {
    this.answers = new Map(Object.entries(answers))
  }
  take(key: string): unknown {
    if (this.answers.size === 0) return undefined
    if (performance.now() > this.until) {
      this.answers.clear()
      return undefined
    }
    const answer = this.answers.get(key)
    if (this.answers.delete(key)) this.taken.push(key)
    return answer
  }
  /** The keys taken so far, in order. */
  takenKeys(): readonly string[] {
    return this.taken
  }
}

/** Past this, a page's answers are too old to stand for a read: it is sent. */
const PAGE_ANSWERS_MS = 10_000
let pageAnswers = new PageAnswers({})
/** Where the answers of the page being drawn are: the browser's page, or one of the server's renders. */
let answersSource = () => pageAnswers

export function setPageAnswers(answers: Record<string, unknown>): void {
  pageAnswers = new PageAnswers(answers, PAGE_ANSWERS_MS)
}

/** The server's renders draw several pages at once: each reads its own page's answers. */
export function setPageAnswersSource(source: () => PageAnswers): void {
  answersSource = source
}

/** The page's answer to this read, once: a later read of the same goes to the server. */
function takePageAnswer(options: RequestOptions & { path: string }): unknown {
  if (options.headers || options.credentials) return undefined
  const method = options.method ?? 'GET'
  if (method !== 'GET' && method !== 'POST') return undefined
  return answersSource().take(
    readKey({ method, path: options.path, query: options.query, body: options.body }),
  )
}

/** Answers got ahead of a first render (`readAhead`), by `readKey`, with when they came. */
const readAhead = new Map<string, { answer: unknown; at: number }>()

/**
 * Makes a read a first render will take with `pageAnswer` (a screen's prefetch, started as the
 * user points at a link to it): its answer stands for the page's for as long as a page's would.
 */
export function readAheadForPage(request: ApiRead): void {
  read(request).then(
    (answer) => {
      const now = performance.now()
      for (const [key, { at }] of readAhead) if (now - at > PAGE_ANSWERS_MS) readAhead.delete(key)
      readAhead.set(readKey(request), { answer, at: now })
    },
    () => undefined,
  )
}

/**
 * The page's answer to a read, now, for a first render that depends on it (an editor extension
 * deciding whether the editor can be editable at once), or one read ahead for it; taken once, as
 * `api` would.
 */
export function pageAnswer<T>(request: ApiRead): T | undefined {
  const answered = takePageAnswer({ ...request })
  if (answered !== undefined) return answered as T
  const key = readKey(request)
  const ahead = readAhead.get(key)
  readAhead.delete(key)
  return ahead && performance.now() - ahead.at <= PAGE_ANSWERS_MS ? (ahead.answer as T) : undefined
}

/** The address a request to the API goes to: the API route, the path and the query. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  return apiHref(boot.apiRoute, path) + (query ? toQueryString(query) : '')
}

async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const {
    method = 'GET',
    query,
    body,
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    keepalive,
    headers,
  } = options
  const answered = takePageAnswer({ ...options, path })
  if (answered !== undefined) return answered as T
  // A screen drawn on the server shows what the page's answers hold; the rest is asked for by the browser.
  if (import.meta.env.SSR)
    throw new NetworkError('network', 'No requests while drawing on the server')
  const timeout = AbortSignal.timeout(timeoutMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  let response: Response
  const url = apiUrl(path, query)
  const isFile = body instanceof Blob
  const isForm = body instanceof FormData || isFile
  const requestHeaders = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage,
    ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    ...(isFile && body.type ? { 'Content-Type': body.type } : {}),
    // An answer that authenticated nobody says so: the session ended on the server.
    ...(options.credentials === 'omit' ? {} : { [SESSION_HEADER]: SESSION_EXPECTED }),
    ...headers,
  }
  try {
    response = isForm
      ? await sendForm(url, {
          method,
          headers: requestHeaders,
          body,
          signal: combined,
          onUploadProgress: options.onUploadProgress,
        })
      : await fetch(url, {
          method,
          credentials: options.credentials ?? 'same-origin',
          headers: requestHeaders,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: combined,
          keepalive,
        })
  } catch (error) {
    if (timeout.aborted)
      throw new NetworkError('timeout', `timeout of ${timeoutMs}ms exceeded`, timeoutMs)
    if (signal?.aborted) throw new NetworkError('aborted', 'Request aborted')
    throw new NetworkError('network', error instanceof Error ? error.message : '')
  }
  if (response.headers.get(SESSION_HEADER) === SESSION_NONE) noticeNoSession()
  const text = await response.text()
  if (response.ok && options.responseType === 'text') return text as T
  let parsed: unknown = undefined
  if (text) {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = { message: text }
    }
  }
  if (!response.ok)
    throw new HttpError(
      response.status,
      parsed,
      response.status === 503 ? retryAfterMs(response.headers.get('Retry-After')) : undefined,
    )
  return parsed as T
}

function retryAfterMs(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined
  return Number(header) * 1000
}
