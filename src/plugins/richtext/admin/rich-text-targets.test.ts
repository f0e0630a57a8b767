import { describe, expect, it } from 'vitest'
import { testCollection } from '../../../admin/test-support/client-collection'
import { richTextTargets } from './rich-text-targets'

const closed = { enableRichTextRelationship: false, enableRichTextLink: false }
const collections = [
  testCollection('posts'),
  testCollection('media', { isUpload: true }),
  testCollection('users', { isAuth: true, admin: closed }),
  testCollection('folio-outbox', { admin: closed }),
  testCollection('glossary', { admin: { enableRichTextRelationship: false } }),
  testCollection('secrets'),
]
const slugs = (list: { slug: string }[]) => list.map((c) => c.slug)
const canRead = (slug: string) => slug !== 'secrets'

describe('richTextTargets', () => {
  it('offers only readable collections whose flag for the kind is on; uploads only from upload collections', () => {
    const targets = richTextTargets(collections, canRead)
    expect(slugs(targets.relationship)).toEqual(['posts', 'media'])
    expect(slugs(targets.link)).toEqual(['posts', 'media', 'glossary'])
    expect(slugs(targets.upload)).toEqual(['media'])
  })

  it('offers nothing to someone who may read nothing', () => {
    const targets = richTextTargets(collections, () => false)
    expect([...targets.relationship, ...targets.link, ...targets.upload]).toEqual([])
  })
})
