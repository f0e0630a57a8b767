import type { Context } from 'hono'
import { getRequestLanguage, type SanitizedConfig } from 'payload'
import { parseCookies } from 'payload/shared'
import type { FolioMessages } from './folio-translations'

/** Messages of the HTTP layer's own refusals, before a request reaches Payload; German in German, others in English. */
const messages = {
  en: {
    foreignOrigin: 'This request comes from another site and was refused.',
    invalidLimit: 'The parameter {{name}} must be a whole number from 1 to {{max}}.',
    responseTooLarge: 'The answer would be larger than {{megabytes}} MB. Ask for fewer documents (limit), fewer fields (select) or a lower depth.',
  },
  de: {
    foreignOrigin: 'Diese Anfrage kommt von einer anderen Website und wurde abgelehnt.',
    invalidLimit: 'Der Parameter {{name}} muss eine ganze Zahl von 1 bis {{max}} sein.',
    responseTooLarge: 'Die Antwort wäre größer als {{megabytes}} MB. Fragen Sie weniger Dokumente (limit), weniger Felder (select) oder eine geringere Tiefe (depth) an.',
  },
} as const satisfies FolioMessages

export type ApiMessageKey = keyof (typeof messages)['en']

/** An error answer in Payload's shape (`{ errors: [{ message }] }`), in the request's language. */
export function apiError(args: { c: Context; config: SanitizedConfig; status: 400 | 403 | 500; key: ApiMessageKey; vars?: Record<string, string | number> }): Response {
  const { c, config, status, key, vars = {} } = args
  const headers = c.req.raw.headers
  const language = getRequestLanguage({ config, cookies: parseCookies(headers), headers })
  const template: string = (language === 'de' ? messages.de : messages.en)[key]
  const message = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
}
