import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

describe.each(databases)('SEO fields and generators (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let viewer: ApiClient
  let anonymous: ApiClient
  let postId: number
  let imageId: number

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio)
    await admin.post('/users', {
      email: 'viewer@seo.test',
      password: 'Viewer-pass-123',
      role: 'viewer',
    })
    viewer = new ApiClient(folio.url)
    await viewer.login('viewer@seo.test', 'Viewer-pass-123')
    anonymous = new ApiClient(folio.url)
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'hero.png')
    form.append('_payload', JSON.stringify({ alt: 'Hero' }))
    const media = await admin.request('POST', '/media', form)
    expect(media.status).toBe(201)
    imageId = media.body.doc.id as number
    const post = await admin.post('/posts', { title: 'Spring garden guide', _status: 'draft' })
    postId = post.body.doc.id as number
  })
  afterAll(async () => {
    await folio?.stop()
  })

  const body = (doc: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    collectionSlug: 'posts',
    id: postId,
    doc,
    locale: 'en',
    ...extra,
  })

  it('stores meta.title, meta.description and meta.image (an id, populated with depth)', async () => {
    const saved = await admin.patch(`/posts/${postId}?draft=true`, {
      meta: { title: 'Spring garden guide | Folio', description: 'What to sow.', image: imageId },
    })
    expect(saved.status).toBe(200)
    const flat = await admin.get(`/posts/${postId}?depth=0&draft=true`)
    expect(flat.body.meta).toEqual({
      title: 'Spring garden guide | Folio',
      description: 'What to sow.',
      image: imageId,
    })
    const deep = await admin.get(`/posts/${postId}?depth=1&draft=true`)
    expect(deep.body.meta.image).toMatchObject({ id: imageId, filename: 'hero.png' })
    const cleared = await admin.patch(`/posts/${postId}?draft=true`, { meta: { image: null } })
    expect(cleared.body.doc.meta.image).toBeNull()
  })

  it('generates title, description and URL as JSON, and the image as plain text, from the document sent', async () => {
    const doc = {
      title: 'Größe über alles',
      excerpt: 'A long look at how much room a garden needs, and why less is often more.',
      heroImage: imageId,
    }
    const title = await admin.post('/plugin-seo/generate-title', body(doc))
    expect(title.status).toBe(200)
    expect(title.body).toEqual({ result: 'Größe über alles | Folio' })
    const description = await admin.post('/plugin-seo/generate-description', body(doc))
    expect(description.body).toEqual({ result: doc.excerpt })
    const url = await admin.post('/plugin-seo/generate-url', body(doc))
    expect(url.body).toEqual({ result: 'https://www.example.com/en/posts/groesse-ueber-alles' })
    const image = await admin.post('/plugin-seo/generate-image', body(doc))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(String(image.body)).toBe(String(imageId))
    // Nothing to make an image of: an empty answer, not an error.
    const none = await admin.post('/plugin-seo/generate-image', body({ title: 'No picture' }))
    expect(none.status).toBe(200)
    expect(none.body).toBeUndefined()
  })

  it('generates for a document not saved yet with create access, and cuts a long description at a word', async () => {
    const long = 'word '.repeat(100)
    const answer = await admin.post('/plugin-seo/generate-description', {
      collectionSlug: 'pages',
      doc: { title: 'New page', summary: long },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.result.length).toBeLessThanOrEqual(150)
    expect(answer.body.result.endsWith('word')).toBe(true)
  })

  it('serves a global too: the site settings store their meta and generate from the settings sent, for admins only', async () => {
    const saved = await admin.request('POST', '/globals/settings', {
      siteName: 'Folio',
      meta: { title: 'Folio – content, calmly', image: imageId },
    })
    expect(saved.status).toBe(200)
    expect((await admin.get('/globals/settings?depth=0')).body.meta).toMatchObject({
      title: 'Folio – content, calmly',
      image: imageId,
    })
    const settingsDoc = { siteName: 'Folio', tagline: 'Content, calmly' }
    const title = await admin.post('/plugin-seo/generate-title', {
      globalSlug: 'settings',
      doc: settingsDoc,
    })
    expect(title.body).toEqual({ result: 'Folio – Content, calmly' })
    const url = await admin.post('/plugin-seo/generate-url', {
      globalSlug: 'settings',
      doc: settingsDoc,
      locale: 'de',
    })
    expect(url.body).toEqual({ result: 'https://www.example.com/de/' })
    // The settings are the admins' to change: a viewer may read them but not generate for them.
    const refused = await viewer.post('/plugin-seo/generate-title', {
      globalSlug: 'settings',
      doc: settingsDoc,
    })
    expect(refused.status).toBe(403)
    const config = await admin.get('/folio/client-config')
    const settings = config.body.globals.find((g: { slug: string }) => g.slug === 'settings')
    expect(settings.plugins.seo).toEqual({ generators: ['title', 'description', 'url', 'image'] })
  })

  it('names the generators in the client config of the collections that have SEO fields', async () => {
    const config = await admin.get('/folio/client-config')
    const posts = config.body.collections.find((c: { slug: string }) => c.slug === 'posts')
    expect(posts.plugins.seo).toEqual({ generators: ['title', 'description', 'url', 'image'] })
    const paths = posts.fields.map((f: { name: string }) => f.name)
    expect(paths).toEqual(expect.arrayContaining(['meta.title', 'meta.description', 'meta.image']))
    const kits = Object.fromEntries(
      posts.fields
        .filter((f: { name: string }) => f.name.startsWith('meta.'))
        .map((f: { name: string; kit?: string }) => [f.name, f.kit]),
    )
    expect(kits).toEqual({
      'meta.title': 'seo:title',
      'meta.description': 'seo:description',
      'meta.image': 'seo:image',
    })
    const media = config.body.collections.find((c: { slug: string }) => c.slug === 'media')
    expect(media.plugins?.seo).toBeUndefined()
  })

  it('refuses the signed out (403), a viewer who may not save the document (403), and an unknown document (404)', async () => {
    const doc = { title: 'x' }
    expect((await anonymous.post('/plugin-seo/generate-title', body(doc))).status).toBe(403)
    const asViewer = await viewer.post('/plugin-seo/generate-title', body(doc))
    expect(asViewer.status).toBe(403)
    expect(
      (await viewer.post('/plugin-seo/generate-title', { collectionSlug: 'posts', doc })).status,
    ).toBe(403)
    expect(
      (await admin.post('/plugin-seo/generate-title', body(doc, { id: 999_999 }))).status,
    ).toBe(404)
    expect(
      (await admin.post('/plugin-seo/generate-title', body(doc, { id: 'not-an-id' }))).status,
    ).toBe(404)
  })

  it('answers 400 naming the problem for a body without a document or a collection with SEO fields, and a bad JSON body', async () => {
    const noDoc = await admin.post('/plugin-seo/generate-title', { collectionSlug: 'posts' })
    expect(noDoc.status).toBe(400)
    expect(noDoc.body.errors[0].message).toBe(
      'The body must be a JSON object with the document as "doc" (or, for a saved document, its "id").',
    )
    const arrayDoc = await admin.post('/plugin-seo/generate-title', {
      collectionSlug: 'posts',
      doc: [],
    })
    expect(arrayDoc.status).toBe(400)
    for (const target of [
      {},
      { collectionSlug: 'media' },
      { collectionSlug: 'x'.repeat(5000) },
      { globalSlug: 'nope' },
    ]) {
      const answer = await admin.post('/plugin-seo/generate-title', { ...target, doc: {} })
      expect(answer.status).toBe(400)
      expect(answer.body.errors[0].message).toBe(
        'Name a collection or a global with SEO fields (collectionSlug or globalSlug).',
      )
    }
    const german = await admin.request(
      'POST',
      '/plugin-seo/generate-title',
      { doc: {} },
      { 'Accept-Language': 'de' },
    )
    expect(german.body.errors[0].message).toMatch(/^Nennen Sie eine Sammlung/)
    const broken = await admin.request('POST', '/plugin-seo/generate-title', undefined, {
      'Content-Type': 'application/json',
    })
    expect(broken.status).toBe(400)
    const notJSON = await fetch(`${folio.url}/api/plugin-seo/generate-title`, {
      method: 'POST',
      headers: {
        Origin: new URL(folio.url).origin,
        Cookie: admin.cookieHeader(),
        'Content-Type': 'application/json',
      },
      body: '{"doc": ',
    })
    expect(notJSON.status).toBe(400)
  })

  it('refuses a foreign Origin and a body over the JSON limit', async () => {
    const foreign = await fetch(`${folio.url}/api/plugin-seo/generate-title`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        Cookie: admin.cookieHeader(),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body({ title: 'x' })),
    })
    expect(foreign.status).toBe(403)
    const huge = await admin.post(
      '/plugin-seo/generate-title',
      body({ title: 'x'.repeat(2 * 1024 * 1024) }),
    )
    expect(huge.status).toBe(413)
  })

  it('generates for a saved document or a global as stored when the body names it without the document', async () => {
    const post = await admin.post('/posts', { title: 'Stored and read', _status: 'draft' })
    const id = post.body.doc.id as number
    expect(
      (await admin.patch(`/posts/${id}?draft=true&locale=de`, { title: 'Gespeichert' })).status,
    ).toBe(200)
    const stored = (extra: Record<string, unknown>) => ({ collectionSlug: 'posts', id, ...extra })
    // The latest draft in the locale asked for (else the default one), as its edit view reads it.
    const english = await admin.post('/plugin-seo/generate-url', stored({ locale: 'en' }))
    expect(english.status).toBe(200)
    expect(english.body).toEqual({ result: 'https://www.example.com/en/posts/stored-and-read' })
    expect((await admin.post('/plugin-seo/generate-url', stored({ id: String(id) }))).body).toEqual(
      english.body,
    )
    const german = await admin.post('/plugin-seo/generate-url', stored({ locale: 'de' }))
    expect(german.body).toEqual({ result: 'https://www.example.com/de/posts/gespeichert' })
    expect((await admin.post('/plugin-seo/generate-title', stored({ locale: 'de' }))).body).toEqual(
      { result: 'Gespeichert | Folio' },
    )
    const settings = await admin.post('/plugin-seo/generate-title', { globalSlug: 'settings' })
    expect(settings.status).toBe(200)
    expect(settings.body.result).toMatch(/^Folio/)
    // The document sent still wins over the stored one.
    expect(
      (await admin.post('/plugin-seo/generate-url', stored({ doc: { title: 'Sent' } }))).body,
    ).toEqual({ result: 'https://www.example.com/posts/sent' })
  })

  it('refuses a stored document to whoever may not read or change it, and names a bad locale or id', async () => {
    const id = (await admin.post('/posts', { title: 'Not for everyone' })).body.doc.id as number
    const stored = { collectionSlug: 'posts', id, locale: 'en' }
    // Signed out, nothing may be read: no answer, as for a document sent.
    expect((await anonymous.post('/plugin-seo/generate-url', stored)).status).toBe(403)
    expect((await viewer.post('/plugin-seo/generate-url', stored)).status).toBe(403)
    expect((await admin.post('/plugin-seo/generate-url', { ...stored, id: 999_999 })).status).toBe(
      404,
    )
    expect(
      (await admin.post('/plugin-seo/generate-url', { ...stored, id: 'not-an-id' })).status,
    ).toBe(404)
    for (const locale of ['all', '*', 'xx', 'x'.repeat(5000), 7]) {
      const answer = await admin.post('/plugin-seo/generate-url', { ...stored, locale })
      expect(answer.status, String(locale)).toBe(400)
    }
    const all = await admin.post('/plugin-seo/generate-url', { ...stored, locale: 'all' })
    expect(all.body.errors[0].message).toBe('Name one of the configured locales as "locale".')
    const noId = await admin.post('/plugin-seo/generate-url', { collectionSlug: 'posts' })
    expect(noId.status).toBe(400)
  })

  it('answers 405 to other methods', async () => {
    expect((await admin.get('/plugin-seo/generate-title')).status).toBe(405)
  })
})
