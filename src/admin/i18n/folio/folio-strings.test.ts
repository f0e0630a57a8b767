import { describe, expect, it } from 'vitest'
import {
  authErrorText,
  networkErrorText,
  statusErrorText,
  type ErrorText,
} from '../../../shared/http-errors'
import { interpolate } from '../translate'
import folioDe from './de.json'
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
})
