import { en } from '@payloadcms/translations/languages/en'
import type { Context } from 'hono'
import type { SanitizedConfig } from 'payload'
import { pickLanguage } from '../../shared/language'
import { readCookie } from '../../shared/theme'
import { folioMessage } from './translations'

/** The HTTP layer's own answers; German in German, other languages in English. `{{name}}` as in Payload's. */
export const httpMessages = {
  en: {
    bodyTooLarge: 'The request body is too large: at most {{limit}} are accepted here.',
    bodyNestedTooDeep:
      'The request body is nested too deeply: at most {{depth}} levels are accepted.',
    methodNotAllowed: 'The method {{method}} is not allowed here. Allowed: {{allowed}}.',
    wrongValueType: 'A value in the request has the wrong type for its field.',
    foreignOrigin: 'This request comes from another site and was refused.',
    formNotUrlEncoded: 'This form is sent as application/x-www-form-urlencoded only.',
    invalidLimit: 'The parameter {{name}} must be a whole number from 1 to {{max}}.',
    invalidWholeNumber: 'The parameter {{name}} must be a whole number from {{min}} to {{max}}.',
    invalidJson: 'The parameter {{name}} is not valid JSON.',
    formFieldNotJson: 'The form field {{name}} is not valid JSON.',
    invalidSort: 'The parameter {{name}} must be a field name or a list of field names.',
    joinSortLocalized:
      'The parameter {{name}} cannot sort by {{path}}: joined documents cannot be sorted by a localized field.',
    queryUnreadable:
      'The query string cannot be read unambiguously: it is nested more than 10 levels deep or has brackets in its names.',
    whereNotConditions:
      'The filter (where) must be a set of conditions on fields, such as where[title][equals]=Hello.',
    whereAndOrNotList: 'The filter’s {{name}} must be a list of conditions.',
    whereNoOperator:
      'The filter on {{path}} must name an operator, such as where[{{path}}][equals]=….',
    whereUnknownOperator:
      'The filter on {{path}} uses {{operator}}, which is not an operator. Operators: {{operators}}.',
    whereOperatorNotForField: 'The operator {{operator}} cannot be used on {{path}}.',
    whereValueNotScalar:
      'The filter {{operator}} on {{path}} takes a value or a list of values, not an object.',
    whereSpatialValue:
      'The filter {{operator}} on {{path}} needs "longitude,latitude" with optional maximum and minimum distances (near), or a GeoJSON geometry with numeric coordinates, sent as JSON (within, intersects).',
    whereTooLarge:
      'The filter (where) is too large: at most {{conditions}} conditions, {{values}} values and {{levels}} levels of and/or are accepted.',
    queryTooComplex:
      'The query is too complex for the database. Use fewer conditions, values or levels of and/or.',
    responseTooLarge:
      'The answer would be larger than {{megabytes}} MB. Ask for fewer documents (limit), fewer fields (select) or a lower depth.',
    databaseBusy: 'The database is busy. Nothing was changed; try again in a moment.',
    serverStopping: 'The server is restarting. Nothing was changed; try again in a moment.',
  },
  de: {
    bodyTooLarge: 'Der Inhalt der Anfrage ist zu groß: Hier werden höchstens {{limit}} angenommen.',
    bodyNestedTooDeep:
      'Der Inhalt der Anfrage ist zu tief verschachtelt: Höchstens {{depth}} Ebenen werden angenommen.',
    methodNotAllowed: 'Die Methode {{method}} ist hier nicht erlaubt. Erlaubt: {{allowed}}.',
    wrongValueType: 'Ein Wert in der Anfrage hat den falschen Typ für sein Feld.',
    foreignOrigin: 'Diese Anfrage kommt von einer anderen Website und wurde abgelehnt.',
    formNotUrlEncoded: 'Dieses Formular wird nur als application/x-www-form-urlencoded gesendet.',
    invalidLimit: 'Der Parameter {{name}} muss eine ganze Zahl von 1 bis {{max}} sein.',
    invalidWholeNumber: 'Der Parameter {{name}} muss eine ganze Zahl von {{min}} bis {{max}} sein.',
    invalidJson: 'Der Parameter {{name}} ist kein gültiges JSON.',
    formFieldNotJson: 'Das Formularfeld {{name}} ist kein gültiges JSON.',
    invalidSort: 'Der Parameter {{name}} muss ein Feldname oder eine Liste von Feldnamen sein.',
    joinSortLocalized:
      'Der Parameter {{name}} kann nicht nach {{path}} sortieren: Verknüpfte Dokumente lassen sich nicht nach einem lokalisierten Feld sortieren.',
    queryUnreadable:
      'Die Abfrage (query string) ist nicht eindeutig lesbar: Sie ist tiefer als 10 Ebenen verschachtelt oder hat eckige Klammern in ihren Namen.',
    whereNotConditions:
      'Der Filter (where) muss aus Bedingungen auf Feldern bestehen, etwa where[title][equals]=Hallo.',
    whereAndOrNotList: 'Das {{name}} des Filters muss eine Liste von Bedingungen sein.',
    whereNoOperator:
      'Der Filter auf {{path}} muss einen Operator nennen, etwa where[{{path}}][equals]=….',
    whereUnknownOperator:
      'Der Filter auf {{path}} verwendet {{operator}}, das kein Operator ist. Operatoren: {{operators}}.',
    whereOperatorNotForField: 'Der Operator {{operator}} kann nicht auf {{path}} angewandt werden.',
    whereValueNotScalar:
      'Der Filter {{operator}} auf {{path}} nimmt einen Wert oder eine Liste von Werten, kein Objekt.',
    whereSpatialValue:
      'Der Filter {{operator}} auf {{path}} braucht „Längengrad,Breitengrad“ mit optionaler größter und kleinster Entfernung (near) oder eine GeoJSON-Geometrie mit Zahlen als Koordinaten, als JSON gesendet (within, intersects).',
    whereTooLarge:
      'Der Filter (where) ist zu groß: Höchstens {{conditions}} Bedingungen, {{values}} Werte und {{levels}} Ebenen von and/or werden angenommen.',
    queryTooComplex:
      'Die Abfrage ist zu komplex für die Datenbank. Verwenden Sie weniger Bedingungen, Werte oder Ebenen von and/or.',
    responseTooLarge:
      'Die Antwort wäre größer als {{megabytes}} MB. Fragen Sie weniger Dokumente (limit), weniger Felder (select) oder eine geringere Tiefe (depth) an.',
    databaseBusy:
      'Die Datenbank ist ausgelastet. Es wurde nichts geändert; versuchen Sie es gleich noch einmal.',
    serverStopping:
      'Der Server wird neu gestartet. Es wurde nichts geändert; versuchen Sie es gleich noch einmal.',
  },
} as const

export type HttpMessageKey = keyof (typeof httpMessages)['en']

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
  const { config, headers, key, vars = {} } = args
  const language = requestLanguage(config, headers)
  const text: string = language === 'de' ? httpMessages.de[key] : httpMessages.en[key]
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  )
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
  const language = requestLanguage(config, headers)
  const packs = config.i18n.supportedLanguages as Record<string, typeof en | undefined> | undefined
  const pack = packs?.[language] ?? en
  return errorResponse(404, pack.translations.general.notFound, { 'Cache-Control': 'no-store' })
}
