import { describe, expect, it } from 'vitest'
import {
  authErrorText,
  networkErrorText,
  statusErrorText,
  type ErrorText,
} from '../../../shared/http-errors'
import { interpolate } from '../translate'
import { folioDe } from './de'
import { folioEn } from './en'

/** Shows an ErrorText with one language's Folio strings, as the admin does. */
function show(text: ErrorText, strings: Record<string, string>): string {
  if ('literal' in text) return text.literal
  const [namespace, name = ''] = text.key.split(':')
  expect(namespace).toBe('folio')
  const template = strings[name]
  expect(template, text.key).toBeDefined()
  return interpolate(template ?? '', text.vars ?? {})
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('Folio translation strings', () => {
  it('keep the documented error texts (docs/behaviour.md §8) verbatim in English (including "ploblem")', () => {
    expect(folioEn.backendProblem).toBe('There was a ploblem with the backend. ({{status}})')
    expect(folioEn.networkError).toBe('Network error: {{detail}}')
  })

  it('give the texts users see for the error keys', () => {
    expect(show(authErrorText({ status: 500, body: {} }), folioEn)).toBe(
      'There was a ploblem with the backend. (500)',
    )
    expect(show(networkErrorText('Failed to fetch'), folioEn)).toBe(
      'Network error: Failed to fetch',
    )
    expect(show(statusErrorText(502), folioEn)).toBe('Request failed with status code 502')
    expect(show(authErrorText({ status: 503, body: {} }), folioDe)).toMatch(/\(503\)$/)
  })

  it('have every English key in German at run time, non-empty and with the same placeholders', () => {
    const de: Record<string, unknown> = folioDe
    expect(Object.keys(de).sort()).toEqual(Object.keys(folioEn).sort())
    for (const [key, en] of Object.entries(folioEn)) {
      const german = de[key]
      expect(typeof german === 'string' && german.trim().length > 0, key).toBe(true)
      expect(placeholders(String(german)), key).toEqual(placeholders(en))
    }
  })
})
