import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { populateRelated } from './populate'

const empty = [{ text: '' }]

/** A request whose Local API knows posts and media and reads only the ids in `readable`. */
function fakeRequest(readable: Record<string, (number | string)[]>) {
  const calls: Record<string, unknown>[] = []
  const req = {
    payload: {
      collections: { posts: { config: {} }, media: { config: {} } },
      db: { defaultIDType: 'number' },
      logger: { warn: () => undefined },
      find: (args: { collection: string; where: { id: { in: (number | string)[] } } }) => {
        calls.push(args)
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

describe('populateRelated', () => {
  it('reads each collection once, as the reader, and leaves what it cannot read as { id }', async () => {
    const { req, calls } = fakeRequest({ posts: [1, 2], media: [9] })
    const value = [
      { type: 'relationship', relationTo: 'posts', value: { id: 1 }, children: empty },
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
      { type: 'relationship', relationTo: 'posts', value: { id: 3 }, children: empty },
      { type: 'relationship', relationTo: 'posts', value: { id: 'not-a-number' }, children: empty },
      { type: 'upload', relationTo: 'media', value: { id: 9 }, children: empty },
      { type: 'relationship', relationTo: 'gone', value: { id: 1 }, children: empty },
    ]
    type Out = { value?: unknown; children: { doc?: { value: unknown } }[] }
    const out = (await populateRelated(value, { req, overrideAccess: false })) as Out[]
    expect(out[0]!.value).toEqual({ id: 1, title: 'posts 1' })
    expect(out[1]!.children[1]!.doc!.value).toEqual({ id: 2, title: 'posts 2' })
    expect(out[2]!.value).toEqual({ id: 3 })
    expect(out[3]!.value).toEqual({ id: 'not-a-number' })
    expect(out[4]!.value).toEqual({ id: 9, title: 'media 9' })
    expect(out[5]!.value).toEqual({ id: 1 })
    expect(calls).toHaveLength(2)
    for (const call of calls) expect(call).toMatchObject({ depth: 0, overrideAccess: false, req })
    const posts = calls.find((c) => c.collection === 'posts') as { where: { id: { in: number[] } } }
    expect([...posts.where.id.in].sort()).toEqual([1, 2, 3])
  })
})
