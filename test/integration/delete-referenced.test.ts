import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAdmin, type ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

/**
 * A document that another names (an image as hero, meta or cover image, a category, a parent
 * item) can be deleted: the references empty themselves, in documents and in their versions, as
 * Payload's relationship columns say (ON DELETE set null). On SQLite, columns added by a
 * migration once lacked that action and the delete answered 500.
 */
describe.each(databases)('deleting a document others refer to (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient

  const created = async (path: string, body: unknown) => {
    const res = await admin.post(path, body)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.doc.id as number
  }
  const uploadedImage = async (alt: string) => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c63' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${alt}.png`)
    form.append('_payload', JSON.stringify({ alt }))
    const res = await admin.request('POST', '/media?depth=0', form)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.doc.id as number
  }

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('deletes an image used as hero, meta and cover image and by the site settings; every use empties', async () => {
    const image = await uploadedImage('used-everywhere')
    const post = await created('/posts', {
      title: 'Illustrated',
      _status: 'published',
      heroImage: image,
      meta: { image },
    })
    const page = await created('/pages', {
      title: 'Illustrated page',
      slug: 'illustrated',
      meta: { image },
    })
    const item = await created('/showcase', { title: 'Covered', cover: image })
    const settings = await admin.post('/globals/settings', { siteName: 'Folio', meta: { image } })
    expect(settings.status, JSON.stringify(settings.body)).toBe(200)

    const deleted = await admin.delete(`/media/${image}`)
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect((await admin.get(`/media/${image}`)).status).toBe(404)

    const postNow = (await admin.get(`/posts/${post}?depth=0`)).body
    expect(postNow.heroImage ?? null).toBeNull()
    expect(postNow.meta?.image ?? null).toBeNull()
    expect((await admin.get(`/pages/${page}?depth=0`)).body.meta?.image ?? null).toBeNull()
    expect((await admin.get(`/showcase/${item}?depth=0`)).body.cover ?? null).toBeNull()
    expect((await admin.get('/globals/settings?depth=0')).body.meta?.image ?? null).toBeNull()
    const versions = await admin.get(`/posts/versions?depth=0&where[parent][equals]=${post}`)
    expect(versions.body.docs.length).toBeGreaterThan(0)
    for (const version of versions.body.docs) {
      expect(version.version.heroImage ?? null).toBeNull()
      expect(version.version.meta?.image ?? null).toBeNull()
    }
  })

  it('deletes a category a showcase item is filed under, and a parent item; the child stays', async () => {
    const category = await created('/categories', { name: 'Short-lived', slug: 'short-lived' })
    const parent = await created('/showcase', { title: 'Parent' })
    const child = await created('/showcase', { title: 'Child', category, parent })

    expect((await admin.delete(`/categories/${category}`)).status).toBe(200)
    expect((await admin.delete(`/showcase/${parent}`)).status).toBe(200)

    const childNow = await admin.get(`/showcase/${child}?depth=0`)
    expect(childNow.status).toBe(200)
    expect(childNow.body.title).toBe('Child')
    expect(childNow.body.category ?? null).toBeNull()
    expect(childNow.body.parent ?? null).toBeNull()
  })
})
