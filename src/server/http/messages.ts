import type { SanitizedConfig } from 'payload'
import { pickLanguage } from '../../shared/language'
import { readCookie } from '../../shared/theme'

/** The HTTP layer's own answers; German in German, other languages in English. `{{name}}` as in Payload's. */
export const httpMessages = {
  en: {
    bodyTooLarge: 'The request body is too large: at most {{limit}} are accepted here.',
    bodyNestedTooDeep: 'The request body is nested too deeply: at most {{depth}} levels are accepted.',
    methodNotAllowed: 'The method {{method}} is not allowed here. Allowed: {{allowed}}.',
    wrongValueType: 'A value in the request has the wrong type for its field.',
  },
  de: {
    bodyTooLarge: 'Der Inhalt der Anfrage ist zu groß: Hier werden höchstens {{limit}} angenommen.',
    bodyNestedTooDeep: 'Der Inhalt der Anfrage ist zu tief verschachtelt: Höchstens {{depth}} Ebenen werden angenommen.',
    methodNotAllowed: 'Die Methode {{method}} ist hier nicht erlaubt. Erlaubt: {{allowed}}.',
    wrongValueType: 'Ein Wert in der Anfrage hat den falschen Typ für sein Feld.',
  },
} as const

export type HttpMessageKey = keyof (typeof httpMessages)['en']

/**
 * One of the messages in the request's language, chosen as Payload chooses it (the `{prefix}-lng`
 * cookie, else Accept-Language, else the fallback), for answers given before Payload sees the request.
 */
export function httpMessage(args: { config: SanitizedConfig; headers: Headers; key: HttpMessageKey; vars?: Record<string, string | number> }): string {
  const { config, headers, key, vars = {} } = args
  const language = pickLanguage({
    cookie: readCookie(headers.get('cookie'), `${config.cookiePrefix}-lng`),
    acceptLanguage: headers.get('accept-language') ?? undefined,
    supported: Object.keys(config.i18n.supportedLanguages ?? {}),
    fallback: config.i18n.fallbackLanguage,
  })
  const text: string = language === 'de' ? httpMessages.de[key] : httpMessages.en[key]
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/** A byte count as people read it: `1 MB`, `512 KB`, `300 bytes` (units of 1024). */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of [['GB', 1024 ** 3], ['MB', 1024 ** 2], ['KB', 1024]] as const) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`
  }
  return `${bytes} bytes`
}

/** An error answer in Payload's shape, `{ errors: [{ message }] }`. */
export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers })
}
