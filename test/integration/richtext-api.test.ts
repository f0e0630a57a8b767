import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const PASSWORD = 'Role-pass-123'

const text = (value: string, marks: Record<string, true> = {}) => ({ text: value, ...marks })
const p = (...children: unknown[]) => ({ type: 'paragraph', children })

/** The field errors of Payload's ValidationError (400): `{ path, message }` each. */
const fieldErrors = (body: any): { path: string; message: string }[] =>
  (body?.errors?.[0]?.data?.errors ?? []).map((e: { path: string; message: string }) => ({
    path: e.path,
    message: e.message,
  }))

/** A value nested `levels` indents deep, as JSON text (JSON.stringify itself overflows the stack on it). */
function nestedJSON(levels: number): string {
  const open = '{"type":"indent","children":['.repeat(levels)
  return `[${open}{"text":"deep"}${']}'.repeat(levels)}]`
}

async function postRaw(client: ApiClient, path: string, body: string | FormData) {
  const res = await fetch(`${client.baseURL}/api${path}`, {
    method: 'POST',
    headers: {
      Origin: new URL(client.baseURL).origin,
      Cookie: client.cookieHeader(),
      'Accept-Language': 'en',
      ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
    },
    body,
  })
  return { status: res.status, body: (await res.json()) as any }
}

describe.each(databases)('rich text over REST (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let editor: ApiClient
  const ids = {} as Record<'page' | 'post' | 'media' | 'gone', string | number>

  async function signedIn(email: string, role: string): Promise<ApiClient> {
    expect((await admin.post('/users', { email, password: PASSWORD, role })).status).toBe(201)
    const client = new ApiClient(folio.url)
    expect((await client.login(email, PASSWORD)).status).toBe(200)
    return client
  }

  async function create(collection: string, data: Record<string, unknown>) {
    const res = await admin.post(`/${collection}?depth=0`, data)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.doc
  }

  const postCount = async () =>
    (await admin.get('/posts?limit=1&depth=0&draft=true')).body.totalDocs

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio)
    editor = await signedIn('editor@example.com', 'editor')
    ids.page = (await create('pages', { title: 'About us', slug: 'about' })).id
    ids.post = (await create('posts', { title: 'Linked post' })).id
    ids.gone = (await create('posts', { title: 'Soon deleted' })).id
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'inline.png')
    form.append('_payload', JSON.stringify({ alt: 'An inline image' }))
    const media = await admin.request('POST', '/media?depth=0', form)
    expect(media.status, JSON.stringify(media.body)).toBe(201)
    ids.media = media.body.doc.id
  })
  afterAll(async () => {
    await folio?.stop()
  })

  const everything = () => [
    { type: 'h1', children: [text('Heading one')] },
    ...['h2', 'h3', 'h4', 'h5', 'h6'].map((type) => ({ type, children: [text(type)] })),
    { type: 'blockquote', children: [text('Quoted')] },
    p(
      text('Plain, '),
      text('bold', { bold: true }),
      text(', '),
      text('italic', { italic: true }),
      text(', '),
      text('underlined', { underline: true }),
      text(', '),
      text('struck', { strikethrough: true }),
      text(' and '),
      text('code', { code: true }),
    ),
    {
      type: 'ul',
      children: [
        { type: 'li', children: [text('One')] },
        {
          type: 'li',
          children: [
            text('Two'),
            { type: 'ol', children: [{ type: 'li', children: [text('Two a')] }] },
          ],
        },
      ],
    },
    { type: 'indent', children: [p(text('Indented'))] },
    { type: 'paragraph', textAlign: 'center', children: [text('Centred')] },
    { type: 'paragraph', textAlign: 'right', children: [text('Right')] },
    p(
      text('See '),
      {
        type: 'link',
        linkType: 'custom',
        url: 'https://example.com/',
        newTab: true,
        children: [text('the site')],
      },
      text(' and '),
      {
        type: 'link',
        linkType: 'internal',
        doc: { relationTo: 'posts', value: { id: ids.post } },
        children: [text('the post')],
      },
      text('.'),
    ),
    { type: 'relationship', relationTo: 'pages', value: { id: ids.page }, children: [text('')] },
    { type: 'upload', relationTo: 'media', value: { id: ids.media }, children: [text('')] },
  ]

  it('saves valid content and reads it back unchanged', async () => {
    const content = everything()
    const post = await create('posts', { title: 'Every node', content })
    const read = await admin.get(`/posts/${post.id}?depth=0`)
    expect(read.status).toBe(200)
    expect(read.body.content).toEqual(content)
  })

  it('refuses malformed content with 400 naming the problem, and stores nothing', async () => {
    const before = await postCount()
    const cases: [string, unknown, string][] = [
      [
        'not an array',
        { type: 'paragraph', children: [text('x')] },
        'Rich text must be a list of blocks.',
      ],
      [
        'an unknown node type',
        [p(text('a')), p(text('b')), { type: 'marquee', children: [text('c')] }],
        'An unknown node type "marquee" at block 3.',
      ],
      [
        'a text node with children',
        [p(text('a'), { text: 'b', children: [text('c')] })],
        'A text node at block 1 › 2 has children.',
      ],
      [
        'a javascript: link',
        [
          p({
            type: 'link',
            linkType: 'custom',
            url: 'javascript:alert(1)',
            children: [text('x')],
          }),
        ],
        'The link address "javascript:alert(1)" at block 1 › 1 is not allowed.',
      ],
      [
        'a data: link',
        [
          p({
            type: 'link',
            linkType: 'custom',
            url: 'data:text/html,<b>x</b>',
            children: [text('x')],
          }),
        ],
        'The link address "data:text/html,<b>x</b>" at block 1 › 1 is not allowed.',
      ],
      [
        'a relationship to a collection that does not allow it',
        [{ type: 'relationship', relationTo: 'users', value: { id: 1 }, children: [text('')] }],
        'The collection "users" at block 1 cannot be linked from rich text.',
      ],
    ]
    for (const [what, content, message] of cases) {
      for (const query of ['', '?draft=true']) {
        const res = await admin.post(`/posts${query}`, { title: `Bad: ${what}`, content })
        expect({ what, query, status: res.status, errors: fieldErrors(res.body) }).toEqual({
          what,
          query,
          status: 400,
          errors: [{ path: 'content', message }],
        })
      }
    }
    expect(await postCount()).toBe(before)
  })

  it('answers in German for a German request', async () => {
    const res = await admin.request(
      'POST',
      '/posts',
      { title: 'Schlecht', content: [p(text('a')), { type: 'marquee', children: [text('c')] }] },
      { 'Accept-Language': 'de' },
    )
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body)).toEqual([
      { path: 'content', message: 'Ein unbekannter Knotentyp „marquee“ in Block 2.' },
    ])
  })

  it('refuses 10,000 levels of nesting with 400 naming the problem', async () => {
    const before = await postCount()
    const body = `{"title":"Deep","content":${nestedJSON(10_000)}}`
    const json = await postRaw(admin, '/posts', body)
    const form = new FormData()
    form.append('_payload', body)
    const multipart = await postRaw(admin, '/posts', form)
    for (const res of [json, multipart]) {
      expect(res.status).toBe(400)
      expect(res.body.errors[0].message).toBe(
        'The request body is nested too deeply: at most 64 levels are accepted.',
      )
    }
    expect(await postCount()).toBe(before)
    expect((await fetch(`${folio.url}/api/health`)).status).toBe(200)
  })

  it('populates related documents with depth=1 as the reader may see them', async () => {
    const content = [
      ...everything(),
      { type: 'relationship', relationTo: 'posts', value: { id: ids.gone }, children: [text('')] },
    ]
    const post = await create('posts', { title: 'Related', content })
    expect((await admin.delete(`/posts/${ids.gone}`)).status).toBe(200)

    const related = (body: any) => {
      const nodes = body.content as any[]
      const link = nodes
        .flatMap((n) => n.children ?? [])
        .find((n: any) => n.linkType === 'internal')
      const voids = nodes.filter((n) => n.type === 'relationship' || n.type === 'upload')
      return {
        link: link.doc.value,
        page: voids[0].value,
        media: voids[1].value,
        gone: voids[2].value,
      }
    }
    const asAdmin = related((await admin.get(`/posts/${post.id}?depth=1`)).body)
    expect(asAdmin.page).toMatchObject({ id: ids.page, title: 'About us', slug: 'about' })
    expect(asAdmin.link).toMatchObject({ id: ids.post, title: 'Linked post' })
    expect(asAdmin.media).toMatchObject({ id: ids.media, filename: 'inline.png' })
    expect(asAdmin.gone).toEqual({ id: ids.gone })

    const asEditor = related((await editor.get(`/posts/${post.id}?depth=1`)).body)
    expect(asEditor.page).toMatchObject({ id: ids.page, title: 'About us' })

    const list = await editor.get(`/posts?depth=1&where[id][equals]=${post.id}`)
    expect(related(list.body.docs[0]).page).toMatchObject({ title: 'About us' })
    expect(related((await admin.get(`/posts/${post.id}?depth=0`)).body).page).toEqual({
      id: ids.page,
    })
  })

  it('stores a populated value back as ids', async () => {
    const post = await create('posts', { title: 'Round trip', content: everything() })
    const populated = (await admin.get(`/posts/${post.id}?depth=1`)).body.content
    expect(JSON.stringify(populated)).toContain('"title":"About us"')
    const saved = await admin.patch(`/posts/${post.id}?depth=0`, { content: populated })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.doc.content).toEqual(everything())
    expect((await admin.get(`/posts/${post.id}?depth=0`)).body.content).toEqual(everything())
  })

  it('populates the relations of the extra fields of an upload with depth=1 and stores them back as ids', async () => {
    const doomed = await create('posts', { title: 'Soon gone' })
    const image = (linkTo: unknown) => ({
      type: 'upload',
      relationTo: 'media',
      value: { id: ids.media },
      fields: { caption: 'A linked image', linkTo },
      children: [text('')],
    })
    const stored = [
      image({ relationTo: 'pages', value: ids.page }),
      image({ relationTo: 'posts', value: doomed.id }),
    ]
    const post = await create('posts', { title: 'Linked image', content: stored })
    expect((await admin.delete(`/posts/${doomed.id}`)).status).toBe(200)

    const linkTo = (body: any) => body.content.map((node: any) => node.fields.linkTo)
    const [page, gone] = linkTo((await editor.get(`/posts/${post.id}?depth=1`)).body)
    expect(page).toMatchObject({
      relationTo: 'pages',
      value: { id: ids.page, title: 'About us', slug: 'about' },
    })
    expect(gone).toEqual({ relationTo: 'posts', value: doomed.id })
    expect(linkTo((await admin.get(`/posts/${post.id}?depth=0`)).body)[0]).toEqual({
      relationTo: 'pages',
      value: ids.page,
    })

    // What a read populated goes back as ids, and a bad id is still refused.
    const populated = (await admin.get(`/posts/${post.id}?depth=1`)).body.content
    const saved = await admin.patch(`/posts/${post.id}?depth=0`, { content: populated })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(linkTo(saved.body.doc)[0]).toEqual({ relationTo: 'pages', value: ids.page })
    const foreign = await admin.patch(`/posts/${post.id}?depth=0`, {
      content: [image({ relationTo: 'users', value: 1 })],
    })
    expect(foreign.status).toBe(400)
  })

  it('names the rich-text kit of the posts content field in the client config', async () => {
    const config = (await admin.get('/folio/client-config')).body
    const posts = config.collections.find((c: { slug: string }) => c.slug === 'posts')
    expect(posts.fields.find((f: { name: string }) => f.name === 'content')).toMatchObject({
      type: 'richText',
      localized: true,
      kit: 'richtext:editor',
    })
    const pages = config.collections.find((c: { slug: string }) => c.slug === 'pages')
    expect(pages.fields.find((f: { name: string }) => f.name === 'body')).toMatchObject({
      kit: 'richtext:editor',
    })
  })

  it('opens only content collections to rich text, for the admin too, and refuses links into the others', async () => {
    const config = (await admin.get('/folio/client-config')).body
    const collections = config.collections as { slug: string; admin: Record<string, boolean> }[]
    const open = (flag: string) =>
      collections
        .filter((c) => c.admin[flag])
        .map((c) => c.slug)
        .sort()
    // The admin sees users and the outbox in the client config, but neither is content.
    expect(collections.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['users', 'folio-outbox']),
    )
    const content = ['categories', 'media', 'pages', 'posts', 'showcase']
    expect(open('enableRichTextRelationship')).toEqual(content)
    expect(open('enableRichTextLink')).toEqual(content)

    for (const relationTo of ['users', 'folio-outbox', 'payload-preferences']) {
      const link = {
        type: 'link',
        linkType: 'internal',
        doc: { relationTo, value: { id: 1 } },
        children: [text('x')],
      }
      const res = await admin.post('/posts', { title: 'Link', content: [p(link)] })
      expect({ relationTo, status: res.status, errors: fieldErrors(res.body) }).toEqual({
        relationTo,
        status: 400,
        errors: [
          {
            path: 'content',
            message: `The collection "${relationTo}" at block 1 › 1 cannot be linked from rich text.`,
          },
        ],
      })
    }
  })

  it('carries the extra fields of links and uploads in the client config', async () => {
    const config = (await editor.get('/folio/client-config')).body
    const posts = config.collections.find((c: { slug: string }) => c.slug === 'posts')
    const content = posts.fields.find((f: { name: string }) => f.name === 'content')
    expect(content.linkFields).toMatchObject([
      { name: 'rel', type: 'select', hasMany: true, options: [{ value: 'nofollow' }, {}, {}, {}] },
    ])
    expect(content.uploadFields).toMatchObject({
      media: [
        {
          name: 'caption',
          type: 'text',
          label: { en: 'Caption', de: 'Bildunterschrift' },
          maxLength: 300,
        },
        { name: 'linkTo', type: 'relationship', relationTo: ['pages', 'posts'] },
      ],
    })
    // The projection is an allow-list: no hooks or validators of the extra fields leave the server.
    expect(JSON.stringify(content)).not.toContain('folioRichTextFields')
  })

  it('keeps the declared extra fields of links and uploads, drops the others, and refuses ones that are not an object', async () => {
    const content = [
      p(text('See '), {
        type: 'link',
        linkType: 'custom',
        url: '/about',
        fields: { rel: ['nofollow'], onclick: 'alert(1)' },
        children: [text('us')],
      }),
      {
        type: 'upload',
        relationTo: 'media',
        value: { id: ids.media },
        fields: { caption: 'Blue square', style: 'position:fixed' },
        children: [text('')],
      },
    ]
    const post = await create('posts', { title: 'Extra fields', content })
    const read = (await admin.get(`/posts/${post.id}?depth=0`)).body.content
    expect(read[0].children[1].fields).toEqual({ rel: ['nofollow'] })
    expect(read[1].fields).toEqual({ caption: 'Blue square' })

    const before = await postCount()
    const bad = await admin.post('/posts', {
      title: 'Bad fields',
      content: [{ ...content[1], fields: 'caption' }],
    })
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad.body)).toEqual([
      { path: 'content', message: 'The extra fields at block 1 must be an object.' },
    ])
    expect(await postCount()).toBe(before)
  })

  it('checks extra fields by their declared types and rules, and stores nothing refused', async () => {
    const before = await postCount()
    const link = (fields: unknown) =>
      p(text('a '), {
        type: 'link',
        linkType: 'custom',
        url: '/',
        fields,
        children: [text('link')],
      })
    const upload = (fields: unknown) => ({
      type: 'upload',
      relationTo: 'media',
      value: { id: ids.media },
      fields,
      children: [text('')],
    })
    const cases: [unknown, RegExp][] = [
      [[upload({ caption: 'x'.repeat(301) })], /^The extra field "caption" at block 1: .*300/],
      [[upload({ caption: 42 })], /^The extra field "caption" at block 1: /],
      [[link({ rel: ['nofollow', 'evil'] })], /^The extra field "rel" at block 1 › 2: /],
      [[link({ rel: 'nofollow' })], /^The extra field "rel" at block 1 › 2: /],
    ]
    for (const [content, message] of cases) {
      const res = await admin.post('/posts', { title: 'Bad extra field', content })
      expect(res.status, JSON.stringify(content)).toBe(400)
      expect(fieldErrors(res.body)[0]?.message).toMatch(message)
    }
    expect(await postCount()).toBe(before)
    const ok = await admin.post('/posts', {
      title: 'Good extra fields',
      content: [link({ rel: ['nofollow', 'noopener'] }), upload({ caption: 'x'.repeat(300) })],
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)

    // A draft skips the rules, as Payload skips every field's rules for drafts, but not the types.
    for (const content of [[upload({ caption: 42 })], [link({ rel: 'nofollow' })]]) {
      const res = await admin.post('/posts?draft=true', { title: 'Bad draft', content })
      expect(res.status, JSON.stringify(content)).toBe(400)
      expect(fieldErrors(res.body)[0]?.message).toMatch(
        /^The extra field "(caption|rel)" at block 1/,
      )
    }
    const draft = await admin.post('/posts?draft=true', {
      title: 'Long draft caption',
      content: [upload({ caption: 'x'.repeat(301) })],
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
  })
})

describe.each(databases)('rich text nesting past a raised JSON depth limit (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database, env: { FOLIO_JSON_MAX_DEPTH: '30000' } })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses 10,000 levels with the rich-text depth limit, not a crash', async () => {
    for (const query of ['', '?draft=true']) {
      const res = await postRaw(
        admin,
        `/posts${query}`,
        `{"title":"Deep","content":${nestedJSON(10_000)}}`,
      )
      expect(res.status).toBe(400)
      expect(fieldErrors(res.body)).toEqual([
        { path: 'content', message: 'The content at block 1 is nested deeper than 32 levels.' },
      ])
    }
    const ok = await postRaw(admin, '/posts', `{"title":"Deep","content":${nestedJSON(32)}}`)
    expect(ok.status).toBe(201)
    expect((await admin.get('/posts?depth=0')).body.totalDocs).toBe(1)
  })
})
