import { describe, expect, it } from 'vitest'
import { itemLabel, manyValues, selectItems, singleValue } from './select-options'

const options = [
  { value: 'draft', label: { en: 'Draft', de: 'Entwurf' } },
  { value: 'live', label: 'Live' },
]
const labelOf = (option: { value: string; label: string | Record<string, string> }) =>
  typeof option.label === 'string' ? option.label : (option.label.de ?? option.value)

describe('select options', () => {
  it('lists the options in config order with their labels', () => {
    expect(selectItems({ options, values: ['live'], labelOf })).toEqual([
      { id: 'draft', label: 'Entwurf' },
      { id: 'live', label: 'Live' },
    ])
  })

  it('keeps a stored value the options no longer have, labelled by itself', () => {
    const items = selectItems({ options, values: ['archived'], labelOf })
    expect(items.at(-1)).toEqual({ id: 'archived', label: 'archived' })
    expect(itemLabel(items, 'archived')).toBe('archived')
    expect(itemLabel(items, 'draft')).toBe('Entwurf')
  })

  it('reads a single value as a string or null', () => {
    expect(singleValue(null)).toBeNull()
    expect(singleValue(undefined)).toBeNull()
    expect(singleValue('')).toBeNull()
    expect(singleValue('live')).toBe('live')
    expect(singleValue(['live', 'draft'])).toBe('live')
  })

  it('reads hasMany values as strings in their order, a lone value as a one-item list', () => {
    expect(manyValues(['video', 'design'])).toEqual(['video', 'design'])
    expect(manyValues(['video', null, ''])).toEqual(['video'])
    expect(manyValues('design')).toEqual(['design'])
    expect(manyValues(null)).toEqual([])
  })
})
