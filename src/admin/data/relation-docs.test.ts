import { beforeEach, describe, expect, it, vi } from 'vitest'

const api = vi.fn()
vi.mock('./http', () => ({ api: (...args: unknown[]) => api(...args) }))
const { loadRelationDoc } = await import('./relation-docs')

describe('loadRelationDoc', () => {
  beforeEach(() => {
    api.mockReset()
    api.mockImplementation(
      async (_path: string, options: { query: { where: { id: { in: string } } } }) => ({
        docs: options.query.where.id.in
          .split(',')
          .filter((id) => id !== '404')
          .map((id) => ({ id: Number(id), name: `Category ${id}` })),
      }),
    )
  })

  it('asks once per collection for every id requested in the same tick, and once per id', async () => {
    const args = { slug: 'categories', titleField: 'name', isDraft: false }
    const docs = await Promise.all([
      loadRelationDoc({ ...args, id: 1 }),
      loadRelationDoc({ ...args, id: 2 }),
      loadRelationDoc({ ...args, id: 1 }),
      loadRelationDoc({ ...args, slug: 'pages', id: 1 }),
    ])
    expect(api).toHaveBeenCalledTimes(2)
    expect(api.mock.calls[0]).toEqual([
      '/categories',
      {
        query: expect.objectContaining({
          where: { id: { in: '1,2' } },
          select: { name: 'true' },
          depth: 0,
        }),
      },
    ])
    expect(docs.map((d) => d?.name)).toEqual([
      'Category 1',
      'Category 2',
      'Category 1',
      'Category 1',
    ])
  })

  it('gives null for ids the server did not return (deleted or not readable)', async () => {
    expect(await loadRelationDoc({ slug: 'categories', id: 404, isDraft: false })).toBeNull()
  })

  it('rejects every waiter of a failed batch', async () => {
    api.mockRejectedValueOnce(new Error('offline'))
    const args = { slug: 'media', isDraft: false }
    await expect(
      Promise.all([loadRelationDoc({ ...args, id: 1 }), loadRelationDoc({ ...args, id: 2 })]),
    ).rejects.toThrow('offline')
  })
})
