import { describe, expect, it } from 'vitest'
import type { ClientField } from '../../shared/client-config'
import { holdsOnlyTitle } from './new-draft'

const fields = [
  { type: 'text', name: 'title' },
  { type: 'textarea', name: 'summary' },
  { type: 'checkbox', name: 'featured' },
  { type: 'select', name: 'tone', defaultValue: 'calm', options: ['calm', 'loud'] },
] as unknown as ClientField[]

describe('holdsOnlyTitle', () => {
  it('is true for a title and every other field as it starts', () => {
    expect(
      holdsOnlyTitle(
        fields,
        { title: 'Hello', summary: '', featured: false, tone: 'calm' },
        'title',
      ),
    ).toBe(true)
  })

  it.each([
    ['a summary', { summary: 'More' }],
    ['a box ticked', { featured: true }],
    ['a choice changed', { tone: 'loud' }],
  ])('is false with %s', (_, change) => {
    const values = { title: 'Hello', summary: '', featured: false, tone: 'calm', ...change }
    expect(holdsOnlyTitle(fields, values, 'title')).toBe(false)
  })
})
