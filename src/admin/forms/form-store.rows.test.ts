import { describe, expect, it } from 'vitest'
import { FormStore } from './form-store'

function storeWithLinks() {
  return new FormStore({
    title: 'T',
    links: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    'links.0.label': 'A',
    'links.1.label': 'B',
    'links.2.label': 'C',
  })
}

const labels = (store: FormStore) => store.getRowValues('links').map((row) => row.label)

describe('FormStore rows', () => {
  it('moves a row with its values, errors and touched state, and is clean again when moved back', () => {
    const store = storeWithLinks()
    store.setError('links.2.label', { key: 'validation:required' })
    store.touch('links.2.label')
    store.moveRow('links', 2, 0)
    expect(store.getRows('links').map((r) => r.id)).toEqual(['c', 'a', 'b'])
    expect(labels(store)).toEqual(['C', 'A', 'B'])
    expect(store.getError('links.0.label')).toEqual({ key: 'validation:required' })
    expect(store.getError('links.2.label')).toBeUndefined()
    expect(store.isTouched('links.0.label')).toBe(true)
    expect(store.isDirty()).toBe(true)
    store.moveRow('links', 0, 2)
    expect(labels(store)).toEqual(['A', 'B', 'C'])
    expect(store.isDirty()).toBe(false)
  })

  it('inserts and removes rows, shifting the ones after them', () => {
    const store = storeWithLinks()
    store.insertRows('links', 1, [{ meta: { id: 'n' }, values: { label: 'New' } }])
    expect(labels(store)).toEqual(['A', 'New', 'B', 'C'])
    expect(store.getValue('links.3.label')).toBe('C')
    store.removeRow('links', 0)
    expect(labels(store)).toEqual(['New', 'B', 'C'])
    expect(store.getValue('links.3.label')).toBeUndefined()
    expect(store.hasErrorsUnder('links.')).toBe(false)
  })

  it('keeps nested rows under their parent row when the parent moves', () => {
    const store = new FormStore({
      sections: [
        { id: 's1', blockType: 'gallery' },
        { id: 's2', blockType: 'hero' },
      ],
      'sections.0.images': [{ id: 'i1' }],
      'sections.0.images.0.caption': 'Nested',
      'sections.1.heading': 'Hi',
    })
    store.moveRow('sections', 0, 1)
    expect(store.getValue('sections.1.images.0.caption')).toBe('Nested')
    expect(store.getValue('sections.1.images')).toEqual([{ id: 'i1' }])
    expect(store.getValue('sections.0.heading')).toBe('Hi')
  })

  it('tells value listeners about every change and caches derived values per change', () => {
    const store = storeWithLinks()
    let calls = 0
    let told = 0
    store.subscribeAny(() => told++)
    const derive = () => store.derive('count', () => ++calls)
    derive()
    derive()
    expect(calls).toBe(1)
    store.setValue('title', 'U')
    derive()
    expect(calls).toBe(2)
    store.moveRow('links', 0, 1)
    expect(told).toBe(2)
  })
})
