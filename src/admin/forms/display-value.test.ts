import { describe, expect, it } from 'vitest'
import type { ClientField } from '../../shared/client-config'
import { displayValue } from './display-value'

const richText = { type: 'richText', name: 'content', admin: {} } as ClientField
const json = { type: 'json', name: 'data', admin: {} } as ClientField

describe('displayValue', () => {
  const value = [
    { type: 'h2', children: [{ text: 'Heading' }] },
    { type: 'paragraph', children: [{ text: 'Body ' }, { text: 'text', bold: true }] },
  ]

  it('shows rich text as its words, not its JSON', () => {
    expect(displayValue(value, '(empty)', richText)).toBe('Heading Body text')
    expect(displayValue([{ children: [{ text: '' }] }], '(empty)', richText)).toBe('(empty)')
  })

  it('shows other structured values as JSON, and text as it is', () => {
    expect(displayValue({ a: 1 }, '(empty)', json)).toBe('{"a":1}')
    expect(displayValue('plain', '(empty)')).toBe('plain')
    expect(displayValue(null, '(empty)')).toBe('(empty)')
  })
})
