import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { populateRelated } from './populate'

const empty = [{ text: '' }]

interface FindArgs {
  collection: string
  where: { id: { in: (number | string)[] } }
  disableErrors?: boolean
}

/**
 * A request whose Local API knows posts, media and the outbox (closed to rich text), reads only
 * the ids in `readable`, and acts as Payload's find does for a collection in `forbidden`: throws
 * Forbidden after rolling the request's transaction back, unless errors are disabled.
 */
function fakeRequest(
  readable: Record<string, (number | string)[]>,
  { forbidden = [] as string[], fails = [] as string[] } = {},
) {
  const calls: Record<string, unknown>[] = []
  const req = {
    transactionID: 'tx',
    payload: {
      config: {
        collections: [
          { slug: 'posts', admin: {} },
          { slug: 'media', admin: {}, upload: {} },
          { slug: 'folio-outbox', admin: { enableRichTextRelationship: false } },
        ],
      },
      collections: { posts: { config: {} }, media: { config: {} }, 'folio-outbox': { config: {} } },
      db: { defaultIDType: 'number' },
      logger: { warn: () => undefined },
      find: (args: FindArgs) => {
        calls.push(args as unknown as Record<string, unknown>)
        if (
          fails.includes(args.collection) ||
          (forbidden.includes(args.collection) && !args.disableErrors)
        ) {
          delete (req as { transactionID?: string }).transactionID
          return Promise.reject(new Error('Forbidden'))
        }
        if (forbidden.includes(args.collection)) return Promise.resolve({ docs: [] })
        const ids = args.where.id.in.map(String)
        const docs = (readable[args.collection] ?? [])
          .filter((id) => ids.includes(String(id)))
          .map((id) => ({ id, title: `${args.collection} ${id}` }))
        return Promise.resolve({ docs })
      },
    },
  }
  return { req: req as unknown as PayloadRequest, calls }
}

const relationship = (relationTo: string, id: number | string) => ({
  type: 'relationship',
  relationTo,
  value: { id },
  children: empty,
})

describe('populateRelated', () => {
  it('reads each collection once, as the reader, and leaves what it cannot read as { id }', async () => {
    const { req, calls } = fakeRequest({ posts: [1, 2], media: [9] })
    const value = [
      relationship('posts', 1),
      {
        type: 'paragraph',
        children: [
          { text: 'see ' },
          {
            type: 'link',
            linkType: 'internal',
            doc: { relationTo: 'posts', value: { id: 2 } },
            children: [{ text: 'two' }],
          },
        ],
      },
      relationship('posts', 3),
      relationship('posts', 'not-a-number'),
      { type: 'upload', relationTo: 'media', value: { id: 9 }, children: empty },
      relationship('gone', 1),
      relationship('posts', 99_999_999_999),
    ]
    type Out = { value?: unknown; children: { doc?: { value: unknown } }[] }
    const out = (await populateRelated(value, { req, overrideAccess: false })) as Out[]
    expect(out[0]!.value).toEqual({ id: 1, title: 'posts 1' })
    expect(out[1]!.children[1]!.doc!.value).toEqual({ id: 2, title: 'posts 2' })
    expect(out[2]!.value).toEqual({ id: 3 })
    expect(out[3]!.value).toEqual({ id: 'not-a-number' })
    expect(out[4]!.value).toEqual({ id: 9, title: 'media 9' })
    expect(out[5]!.value).toEqual({ id: 1 })
    expect(out[6]!.value).toEqual({ id: 99_999_999_999 })
    expect(calls).toHaveLength(2)
    for (const call of calls)
      expect(call).toMatchObject({ depth: 0, overrideAccess: false, disableErrors: true, req })
    const posts = calls.find((c) => c.collection === 'posts') as { where: { id: { in: number[] } } }
    // Only ids a query can take: no text, nothing past PostgreSQL's integer (a failed statement
    // would abort the write's transaction).
    expect([...posts.where.id.in].sort()).toEqual([1, 2, 3])
  })

  it('never reads a collection closed to rich text, whoever reads', async () => {
    const { req, calls } = fakeRequest({ 'folio-outbox': [5] })
    const value = [
      relationship('folio-outbox', 5),
      { type: 'upload', relationTo: 'folio-outbox', value: { id: 5, to: 'x' }, children: empty },
    ]
    const out = (await populateRelated(value, { req, overrideAccess: true })) as {
      value: unknown
    }[]
    expect(out.map((node) => node.value)).toEqual([{ id: 5 }, { id: 5 }])
    expect(calls).toHaveLength(0)
  })

  it('leaves a collection the reader may not read as { id } without ending the request’s transaction', async () => {
    const { req } = fakeRequest({ posts: [1], media: [9] }, { forbidden: ['media'] })
    const value = [
      relationship('posts', 1),
      { type: 'upload', relationTo: 'media', value: { id: 9 }, children: empty },
    ]
    const out = (await populateRelated(value, { req, overrideAccess: false })) as {
      value: unknown
    }[]
    expect(out.map((node) => node.value)).toEqual([{ id: 1, title: 'posts 1' }, { id: 9 }])
    expect(req.transactionID).toBe('tx')
  })

  it('fails when a read failed and so ended the write’s transaction, instead of answering as saved', async () => {
    const { req } = fakeRequest({}, { fails: ['posts'] })
    await expect(
      populateRelated([relationship('posts', 1)], { req, overrideAccess: false }),
    ).rejects.toThrow('Forbidden')
  })
})
