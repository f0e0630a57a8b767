import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { withRichTextFlags } from './content-collections'

const flagsOf = (collection: CollectionConfig) => {
  const { admin } = withRichTextFlags(collection)
  return [admin?.enableRichTextRelationship, admin?.enableRichTextLink]
}
const base = { fields: [] }

describe('withRichTextFlags', () => {
  it('opens content collections to rich text', () => {
    expect(flagsOf({ ...base, slug: 'posts' })).toEqual([true, true])
    expect(flagsOf({ ...base, slug: 'media', upload: true })).toEqual([true, true])
  })

  it('closes accounts, hidden collections and Payload’s own ones', () => {
    expect(flagsOf({ ...base, slug: 'users', auth: true })).toEqual([false, false])
    expect(flagsOf({ ...base, slug: 'locks', admin: { hidden: true } })).toEqual([false, false])
    expect(flagsOf({ ...base, slug: 'outbox', admin: { hidden: () => false } })).toEqual([
      false,
      false,
    ])
    for (const slug of ['payload-preferences', 'payload-locked-documents', 'payload-jobs'])
      expect(flagsOf({ ...base, slug })).toEqual([false, false])
  })

  it('keeps the flags a collection sets, except on Payload’s own ones', () => {
    const authors = {
      ...base,
      slug: 'authors',
      auth: true,
      admin: { enableRichTextRelationship: true },
    }
    expect(flagsOf(authors)).toEqual([true, false])
    expect(
      flagsOf({ ...base, slug: 'posts', admin: { enableRichTextLink: false, group: 'Content' } }),
    ).toEqual([true, false])
    expect(
      flagsOf({ ...base, slug: 'payload-x', admin: { enableRichTextRelationship: true } }),
    ).toEqual([false, false])
  })
})
