import { describe, expect, it } from 'vitest'
import { folioDe } from '../admin/i18n/folio/de'
import { folioEn } from '../admin/i18n/folio/en'
import { authErrorText, firstServerMessage, networkErrorText, statusErrorText, type ErrorText } from './http-errors'

/** Resolves an ErrorText with the English Folio strings, the way the admin shows it. */
function show(text: ErrorText): string {
  if ('literal' in text) return text.literal
  const [namespace, name = ''] = text.key.split(':')
  expect(namespace).toBe('folio')
  const template: string | undefined = (folioEn as Record<string, string>)[name]
  expect(template, text.key).toBeDefined()
  return (template ?? '').replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(text.vars?.[v] ?? `{{${v}}}`))
}

const loginFailure = { errors: [{ message: 'The email or password provided is incorrect.' }, { message: 'second' }] }

describe('firstServerMessage', () => {
  it('reads errors[0].message, then message', () => {
    expect(firstServerMessage(loginFailure)).toBe('The email or password provided is incorrect.')
    expect(firstServerMessage({ message: 'Token expired.' })).toBe('Token expired.')
    expect(firstServerMessage({ errors: [{}], message: 'fallback' })).toBe('fallback')
  })

  it('finds nothing in bodies without a message', () => {
    for (const body of [undefined, null, 'text', 42, {}, { errors: [] }, { errors: [{ message: '' }] }]) {
      expect(firstServerMessage(body), JSON.stringify(body)).toBeUndefined()
    }
  })
})

describe('authErrorText (SPEC §8 sign-in, reset and change password)', () => {
  it('shows the first server message for 401 and 400', () => {
    expect(show(authErrorText({ status: 401, body: loginFailure }))).toBe('The email or password provided is incorrect.')
    expect(show(authErrorText({ status: 400, body: { errors: [{ message: 'Token is invalid.' }] } }))).toBe('Token is invalid.')
  })

  it('shows the status number when 401 or 400 carry no message', () => {
    expect(authErrorText({ status: 401, body: undefined })).toEqual({ literal: '401' })
    expect(authErrorText({ status: 400, body: '<html>' })).toEqual({ literal: '400' })
  })

  it('treats 403 as a backend problem unless the screen lists it (change password does)', () => {
    const forbidden = { errors: [{ message: 'Current password is wrong.' }] }
    expect(show(authErrorText({ status: 403, body: forbidden }))).toBe('There was a ploblem with the backend. (403)')
    expect(show(authErrorText({ status: 403, body: forbidden, messageStatuses: [400, 401, 403] }))).toBe('Current password is wrong.')
  })

  it('shows the backend-problem text with the status for other statuses', () => {
    const text = authErrorText({ status: 500, body: { errors: [{ message: 'Something went wrong.' }] } })
    expect(text).toEqual({ key: 'folio:backendProblem', vars: { status: 500 } })
    expect(show(text)).toBe('There was a ploblem with the backend. (500)')
    expect(show(authErrorText({ status: 429, body: {} }))).toBe('There was a ploblem with the backend. (429)')
  })
})

describe('networkErrorText and statusErrorText', () => {
  it('name the detail and the status', () => {
    expect(networkErrorText('Failed to fetch')).toEqual({ key: 'folio:networkError', vars: { detail: 'Failed to fetch' } })
    expect(show(networkErrorText('Failed to fetch'))).toBe('Network error: Failed to fetch')
    expect(show(statusErrorText(502))).toBe('Request failed with status code 502')
  })
})

describe('Folio translation files', () => {
  it('keep the SPEC strings verbatim in English', () => {
    expect(folioEn.backendProblem).toBe('There was a ploblem with the backend. ({{status}})')
    expect(folioEn.networkError).toBe('Network error: {{detail}}')
  })

  it('have every English key in German, non-empty and with the same placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    const de: Record<string, unknown> = folioDe
    expect(Object.keys(de).sort()).toEqual(Object.keys(folioEn).sort())
    for (const [key, en] of Object.entries(folioEn)) {
      const german = de[key]
      expect(typeof german === 'string' && german.trim().length > 0, key).toBe(true)
      expect(placeholders(String(german)), key).toEqual(placeholders(en))
    }
  })
})
