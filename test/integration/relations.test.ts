import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toQueryString } from '../../src/shared/query-string'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

/** The REST shapes the relationship, array and blocks fields and the list filters rely on. */
describe.each(databases)('relations, rows and their queries (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    expect(
      (
        await admin.post('/users/first-register', {
          email: 'admin@example.com',
          password: 'Admin-pass-123',
        })
      ).status,
    ).toBe(200)
    expect((await admin.login('admin@example.com', 'Admin-pass-123')).status).toBe(200)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  const create = async (collection: string, data: Record<string, unknown>) => {
    const res = await admin.post(`/${collection}?depth=0`, data)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.doc
  }
  const titles = (body: { docs: { title: string }[] }) => body.docs.map((d) => d.title).sort()

  it('filters a polymorphic relationship by { relationTo, value }, as the list filter sends it', async () => {
    const post = await create('posts', { title: 'Related post' })
    const page = await create('pages', { title: 'Related page', slug: 'related-page' })
    await create('showcase', {
      title: 'Points to the post',
      related: [{ relationTo: 'posts', value: post.id }],
    })
    await create('showcase', {
      title: 'Points to the page',
      related: [{ relationTo: 'pages', value: page.id }],
    })
    const byPost = await admin.get(
      `/showcase${toQueryString({ depth: 0, where: { related: { equals: { relationTo: 'posts', value: post.id } } } })}`,
    )
    expect(byPost.status).toBe(200)
    expect(titles(byPost.body)).toEqual(['Points to the post'])
    const byPage = await admin.get(
      `/showcase${toQueryString({ depth: 0, where: { related: { equals: { relationTo: 'pages', value: page.id } } } })}`,
    )
    expect(titles(byPage.body)).toEqual(['Points to the page'])
  })

  it('keeps row ids and order, and block types, through a save and an update that reorders', async () => {
    const doc = await create('showcase', {
      title: 'Rows',
      links: [{ label: 'A' }, { label: 'B' }],
      sections: [
        { blockType: 'hero', heading: 'Hi' },
        { blockType: 'gallery', images: [{ caption: 'C' }] },
      ],
    })
    const [a, b] = doc.links
    expect(a.id).toMatch(/^[0-9a-f]{24}$/)
    const res = await admin.patch(`/showcase/${doc.id}?depth=0`, {
      links: [b, a],
      sections: [doc.sections[1], doc.sections[0]],
    })
    expect(res.status).toBe(200)
    expect(res.body.doc.links.map((l: { id: string; label: string }) => [l.id, l.label])).toEqual([
      [b.id, 'B'],
      [a.id, 'A'],
    ])
    expect(res.body.doc.sections.map((s: { blockType: string }) => s.blockType)).toEqual([
      'gallery',
      'hero',
    ])
    expect(res.body.doc.sections[0].images[0].caption).toBe('C')
  })

  it('accepts row ids made by the admin (24 hex digits) for new rows', async () => {
    const id = 'a1b2c3d4e5f6a1b2c3d4e5f6'
    const doc = await create('showcase', { title: 'Client ids', links: [{ id, label: 'Mine' }] })
    expect(doc.links[0].id).toBe(id)
  })
})
