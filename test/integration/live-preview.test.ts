import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

describe.each(databases)('live preview on the server (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let anonymous: ApiClient
  let postId: number

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio)
    anonymous = new ApiClient(folio.url)
    const post = await admin.post('/posts', { title: 'Preview me', _status: 'draft' })
    postId = post.body.doc.id as number
  })
  afterAll(async () => {
    await folio?.stop()
  })

  const urlOf = (query: string, client = admin) => client.get(`/folio/live-preview-url?${query}`)

  it("gives a document's preview address, made by the config's url function from its draft", async () => {
    const res = await urlOf(`collection=posts&id=${postId}&locale=de`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ url: `${folio.url}/preview/posts/${postId}?locale=de` })
  })

  it('names the breakpoints of each collection with live preview in the client config', async () => {
    const config = (await admin.get('/folio/client-config')).body
    const posts = config.collections.find((c: { slug: string }) => c.slug === 'posts')
    expect(posts.hasLivePreview).toBe(true)
    expect(posts.plugins['live-preview'].breakpoints).toEqual([
      { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
      { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
      { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
    ])
    const categories = config.collections.find((c: { slug: string }) => c.slug === 'categories')
    expect(categories.hasLivePreview).toBe(false)
    expect(categories.plugins?.['live-preview']).toBeUndefined()
  })

  it("answers a live-preview client's read of unsaved data populated: rich-text nodes and relations, nothing stored", async () => {
    const page = await admin.post('/pages', { title: 'About', slug: `about-${Date.now()}` })
    const pageId = page.body.doc.id as number
    const data = {
      id: postId,
      title: 'Typed, not saved',
      relatedPosts: [postId],
      content: [
        { type: 'paragraph', children: [{ text: 'See ' }] },
        {
          type: 'relationship',
          relationTo: 'pages',
          value: { id: pageId },
          children: [{ text: '' }],
        },
      ],
    }
    // As @payloadcms/live-preview 3.90 asks: POST with the method override, the form's data in the body.
    const res = await fetch(`${folio.url}/api/posts/${postId}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Payload-HTTP-Method-Override': 'GET',
        Origin: new URL(folio.url).origin,
        Cookie: admin.cookieHeader(),
      },
      body: JSON.stringify({ data, depth: 1, locale: 'en', flattenLocales: false }),
    })
    expect(res.status).toBe(200)
    const doc = (await res.json()) as any
    expect(doc.title).toBe('Typed, not saved')
    expect(doc.content[1].value).toMatchObject({ id: pageId, title: 'About' })
    expect(doc.relatedPosts[0]).toMatchObject({ id: postId, title: 'Preview me' })
    expect((await admin.get(`/posts/${postId}?draft=true&depth=0`)).body.title).toBe('Preview me')
  })

  it('refuses the signed out, targets without live preview, bad ids and locales, and answers 404 for no document', async () => {
    expect((await urlOf(`collection=posts&id=${postId}`, anonymous)).status).toBe(401)
    for (const query of [
      `collection=categories&id=1`,
      `collection=posts&id=..%2Fusers`,
      `collection=posts`,
      `collection=posts&id=${'1'.repeat(101)}`,
      `collection=posts&id=${postId}&locale=xx`,
      `global=settings`,
      ``,
    ]) {
      const res = await urlOf(query)
      expect(res.status, query).toBe(400)
    }
    expect((await urlOf(`collection=posts&id=999999`)).status).toBe(404)
    // Another origin's request is not taken as the signed-in user's (Payload's CSRF check).
    const foreign = await fetch(
      `${folio.url}/api/folio/live-preview-url?collection=posts&id=${postId}`,
      {
        headers: { Cookie: admin.cookieHeader(), Origin: 'https://evil.example' },
      },
    )
    expect(foreign.status).toBe(401)
  })
})
