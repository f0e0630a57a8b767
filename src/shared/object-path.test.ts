import { describe, expect, it } from 'vitest'
import { getPath, hasPath, setPath } from './object-path'

describe('object paths', () => {
  it('reads and writes nested values by dotted path', () => {
    const doc: Record<string, unknown> = { title: 'x', seo: { title: 'Meta', extra: { deep: 1 } } }
    expect(getPath(doc, 'seo.title')).toBe('Meta')
    expect(getPath(doc, 'seo.extra.deep')).toBe(1)
    expect(getPath(doc, 'seo.missing.deep')).toBeUndefined()
    expect(hasPath(doc, 'seo.title')).toBe(true)
    expect(hasPath(doc, 'seo.nope')).toBe(false)
    const out: Record<string, unknown> = {}
    setPath(out, 'seo.title', 'New')
    setPath(out, 'seo.description', null)
    setPath(out, 'title', 'T')
    expect(out).toEqual({ seo: { title: 'New', description: null }, title: 'T' })
  })
})
