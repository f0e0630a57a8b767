import { describe, expect, it } from 'vitest'
import type { ClientField } from '../../../shared/client-config'
import { pathMatcher, serverPathPatterns } from './server-paths'

const field = (name: string, extra: Partial<ClientField> = {}): ClientField => ({
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
      field('links', { type: 'array', fields: [field('url', { validateOnServer: true })] }),
      field('sections', {
        type: 'blocks',
        blocks: [
          {
            slug: 'hero',
            labels: { singular: 'Hero', plural: 'Heroes' },
            fields: [field('code', { validateOnServer: true })],
            layout: [],
          },
        ],
      }),
    ]
    const patterns = serverPathPatterns(fields)
    expect(patterns).toEqual(['slug', 'links.*.url', 'sections.*.code'])
    const isChecked = pathMatcher(patterns)!
    expect(['slug', 'links.3.url', 'sections.0.code'].every(isChecked)).toBe(true)
    expect(['title', 'links.x.url', 'links.3.url.more', 'slugs'].some(isChecked)).toBe(false)
    expect(pathMatcher([])).toBeUndefined()
  })
})
