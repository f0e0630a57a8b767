import { describe, expect, it } from 'vitest'
import type { ClientField, TextField } from '../../../shared/client-config'
import { pathMatcher, serverPathPatterns } from './server-paths'

const field = (name: string, extra: Partial<TextField> = {}): ClientField => ({
  type: 'text',
  name,
  admin: {},
  ...extra,
})

describe('server-checked paths', () => {
  it('names flagged fields by form path, with row indexes matched as numbers', () => {
    const fields = [
      field('slug', { validateOnServer: true }),
      field('title'),
      {
        type: 'array',
        name: 'links',
        admin: {},
        fields: [field('url', { validateOnServer: true })],
        layout: [],
      },
      {
        type: 'blocks',
        name: 'sections',
        admin: {},
        blocks: [
          {
            slug: 'hero',
            labels: { singular: 'Hero', plural: 'Heroes' },
            fields: [field('code', { validateOnServer: true })],
            layout: [],
          },
        ],
      },
    ] satisfies ClientField[]
    const patterns = serverPathPatterns(fields)
    expect(patterns).toEqual(['slug', 'links.*.url', 'sections.*.code'])
    const isChecked = pathMatcher(patterns)!
    expect(['slug', 'links.3.url', 'sections.0.code'].every(isChecked)).toBe(true)
    expect(['title', 'links.x.url', 'links.3.url.more', 'slugs'].some(isChecked)).toBe(false)
    expect(pathMatcher([])).toBeUndefined()
  })
})
