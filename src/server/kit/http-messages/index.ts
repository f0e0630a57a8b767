import { en } from '@payloadcms/translations/languages/en'
import type { Context } from 'hono'
import type { SanitizedConfig } from 'payload'
import { pickLanguage } from '../../../shared/language'
import { readCookie } from '../../../shared/theme'
import { catalog, catalogText } from '../../../shared/catalog'
import { folioMessage } from '../translations'
import { httpMessagesEn } from './en'

/** The HTTP layer's own answers, in every language (`en.ts` and the files beside it). `{{name}}` as in Payload's. */
export const httpMessages = catalog(
  httpMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)

export type HttpMessageKey = keyof typeof httpMessagesEn

/** The request's language as Payload chooses it: the `{prefix}-lng` cookie, else Accept-Language, else the fallback. */
export function requestLanguage(config: SanitizedConfig, headers: Headers): string {
  return pickLanguage({
    cookie: readCookie(headers.get('cookie'), `${config.cookiePrefix}-lng`),
    acceptLanguage: headers.get('accept-language') ?? undefined,
    supported: Object.keys(config.i18n.supportedLanguages ?? {}),
    fallback: config.i18n.fallbackLanguage,
  })
}

/**
 * One of the messages in the request's language, chosen as Payload chooses it (the `{prefix}-lng`
 * cookie, else Accept-Language, else the fallback), for answers given before Payload sees the request.
 */
export function httpMessage(args: {
  config: SanitizedConfig
  headers: Headers
  key: HttpMessageKey
  vars?: Record<string, string | number>
}): string {
  const { config, headers, key, vars } = args
  return catalogText(httpMessages, requestLanguage(config, headers), key, vars)
}

/** An error answer in Payload's shape, `{ errors: [{ message }] }`. */
export function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json({ errors: [{ message }] }, { status, headers })
}

/** An error answer of the HTTP layer in the request's language, not to be cached. */
export function apiError(args: {
  c: Context
  config: SanitizedConfig
  status: 400 | 403 | 413 | 415 | 500
  key: HttpMessageKey
  vars?: Record<string, string | number>
}): Response {
  const { c, config, status, key, vars } = args
  return errorResponse(status, httpMessage({ config, headers: c.req.raw.headers, key, vars }), {
    'Cache-Control': 'no-store',
  })
}

/** One of these messages inside Payload (where `req.t` knows them as `folio:<key>`), typed by this table. */
export const httpText = folioMessage(httpMessages)

/**
 * Payload's own 404 (`general:notFound` in the request's language), the answer for a document
 * that does not exist, given before Payload sees the request.
 */
export function notFoundError(config: SanitizedConfig, headers: Headers): Response {
  return errorResponse(404, payloadStrings(config, headers).general.notFound, {
    'Cache-Control': 'no-store',
  })
}

/** Payload's own 'An unknown error has occurred.' in the request's language, for a fault of the server. */
export function unknownErrorText(config: SanitizedConfig, headers: Headers): string {
  return payloadStrings(config, headers).error.unknown
}

/** Payload's strings in the request's language (English where the server lacks it). */
function payloadStrings(config: SanitizedConfig, headers: Headers) {
  const language = requestLanguage(config, headers)
  const packs = config.i18n.supportedLanguages as Record<string, typeof en | undefined> | undefined
  return (packs?.[language] ?? en).translations
}
