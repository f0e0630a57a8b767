import type { PayloadRequest, Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { unreadableTarget } from './unreadable-target'

const empty = [{ text: '' }]
const relationship = (relationTo: string, id: number) => ({
  type: 'relationship',
  relationTo,
  value: { id },
  children: empty,
})
const p = (...children: unknown[]) => ({ type: 'paragraph', children })
const link = (relationTo: string, id: number) => ({
  type: 'link',
  linkType: 'internal',
  doc: { relationTo, value: { id } },
  children: [{ text: 'x' }],
})

/**
 * A writer who may read every post, no secret, and of the notes only those the query of the
 * notes' read access finds (ids 1 and 2); the Local API finds as Payload's does with that query.
 */
function fakeRequest() {
  const finds: unknown[] = []
  const req = {
    transactionID: 'tx',
    user: { id: 7 },
    payload: {
      collections: {
        posts: { config: { access: { read: () => true } } },
        secrets: { config: { access: { read: () => false } } },
        notes: {
          config: { access: { read: (): Where => ({ id: { in: [1, 2] } }) } },
        },
      },
      db: { defaultIDType: 'number' },
      logger: { warn: () => undefined },
      find: (args: {
        collection: string
        where: { id: { in: number[] } }
        disableErrors?: boolean
      }) => {
        finds.push(args)
        const docs = args.where.id.in
          .filter((id) => [1, 2].includes(Number(id)))
          .map((id) => ({ id }))
        return Promise.resolve({ docs })
      },
    },
  }
  return { req: req as unknown as PayloadRequest, finds }
}

describe('unreadableTarget', () => {
  it('names the first added node whose document the writer may not read', async () => {
    const { req, finds } = fakeRequest()
    expect(
      await unreadableTarget(
        [relationship('posts', 5), p({ text: 'a' }, link('notes', 2)), relationship('notes', 3)],
        undefined,
        req,
      ),
    ).toEqual({ key: 'relationNotReadable', at: [3], vars: { relationTo: 'notes', id: 3 } })
    // Only the collection whose access is a query is read, with that access and without errors.
    expect(finds).toEqual([
      expect.objectContaining({ collection: 'notes', overrideAccess: false, disableErrors: true }),
    ])
    expect(await unreadableTarget([p({ text: 'a' }, link('secrets', 1))], undefined, req)).toEqual({
      key: 'relationNotReadable',
      at: [1, 2],
      vars: { relationTo: 'secrets', id: 1 },
    })
    expect(req.transactionID).toBe('tx')
  })

  it('accepts what the writer may read, and keeps what the stored value related already', async () => {
    const { req } = fakeRequest()
    expect(
      await unreadableTarget([relationship('notes', 1), relationship('posts', 9)], [], req),
    ).toBeUndefined()
    const stored = [relationship('secrets', 4), relationship('notes', 3)]
    expect(
      await unreadableTarget([p({ text: 'b' }), ...stored, relationship('posts', 2)], stored, req),
    ).toBeUndefined()
  })
})
