import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const MAX_LIMIT = 3
const POSTS = 5

type Post = { id: number | string; title: string; relatedPosts?: Array<Post | number | string> }

/** Bounded reads: relation depth (maxDepth), documents per request (FOLIO_MAX_LIMIT), answer size. */
describe.each(databases)('reads are bounded (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let viewer: ApiClient
  const ids: Array<number | string> = []

  beforeAll(async () => {
    folio = await startFolio({
      database,
      env: {
        FOLIO_MAX_LIMIT: String(MAX_LIMIT),
        FOLIO_MAX_RESPONSE_BYTES: '200000',
        FOLIO_JSON_BODY_LIMIT: '256kb',
      },
    })
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
    expect(
      (
        await admin.post('/users', {
          email: 'viewer@example.com',
          password: 'Viewer-pass-123',
          role: 'viewer',
        })
      ).status,
    ).toBe(201)
    viewer = new ApiClient(folio.url)
    expect((await viewer.login('viewer@example.com', 'Viewer-pass-123')).status).toBe(200)
    for (let n = 0; n < POSTS; n++) {
      const res = await admin.post('/posts?depth=0', {
        title: `Post ${n}`,
        excerpt: 'x'.repeat(200),
        _status: 'published',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      ids.push(res.body.doc.id)
    }
    // The first three posts relate to each other: every level of depth multiplies the answer.
    for (const id of ids.slice(0, 3)) {
      const res = await admin.patch(`/posts/${id}?depth=0`, {
        relatedPosts: ids.slice(0, 3).filter((other) => other !== id),
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('populates relations no deeper than maxDepth (2), however deep a viewer asks', async () => {
    const res = await viewer.request('GET', `/posts/${ids[0]}?depth=10`)
    expect(res.status).toBe(200)
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(20_000)
    const level1 = res.body.relatedPosts[0] as Post
    expect(typeof level1).toBe('object')
    const level2 = level1.relatedPosts![0] as Post
    expect(typeof level2).toBe('object')
    expect(['number', 'string']).toContain(typeof level2.relatedPosts![0])
    const list = await viewer.get('/posts?depth=10&limit=3')
    expect(list.status).toBe(200)
    expect(Buffer.byteLength(JSON.stringify(list.body))).toBeLessThan(60_000)
  })

  it('lowers a limit above FOLIO_MAX_LIMIT to it and still pages', async () => {
    const res = await viewer.get('/posts?depth=0&limit=1000000&sort=createdAt')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      limit: MAX_LIMIT,
      totalDocs: POSTS,
      totalPages: 2,
      hasNextPage: true,
    })
    expect(res.body.docs).toHaveLength(MAX_LIMIT)
    const next = await viewer.get('/posts?depth=0&limit=1000000&sort=createdAt&page=2')
    expect(next.body.docs).toHaveLength(POSTS - MAX_LIMIT)
    const versions = await admin.get('/posts/versions?depth=0&limit=1000')
    expect(versions.status).toBe(200)
    expect(versions.body.docs.length).toBeLessThanOrEqual(MAX_LIMIT)
  })

  it('gives pagination=false no more than FOLIO_MAX_LIMIT documents', async () => {
    for (const query of [
      'pagination=false',
      'pagination=false&limit=0',
      'pagination=false&limit=50',
    ]) {
      const res = await viewer.get(`/posts?depth=0&${query}`)
      if (query.includes('limit=0')) {
        expect(res.status).toBe(400)
        continue
      }
      expect(res.status).toBe(200)
      expect(res.body.docs).toHaveLength(MAX_LIMIT)
    }
  })

  it('answers 400 with a clear message for a limit that is not a whole number from 1', async () => {
    for (const limit of ['-1', '0', 'all', '2.5']) {
      const res = await viewer.get(`/posts?limit=${limit}`)
      expect(res.status, limit).toBe(400)
      expect(res.body.errors[0].message).toBe(
        `The parameter limit must be a whole number from 1 to ${MAX_LIMIT}.`,
      )
    }
    const join = await viewer.get(`/categories?joins[posts][limit]=0`)
    expect(join.status).toBe(400)
  })

  it('caps or refuses every spelling of limit, on lists, versions and joins', async () => {
    const category = await admin.post('/categories?depth=0', { name: 'All', slug: 'all' })
    expect(category.status).toBe(201)
    for (const id of ids) {
      const res = await admin.patch(`/posts/${id}?depth=0`, { topics: [category.body.doc.id] })
      expect(res.status).toBe(200)
    }
    const spellings = ['limit[]=100000', 'limit[0]=0', 'limit[x]=100000', 'limit[]']
    for (const route of ['/posts', '/posts/versions', '/categories']) {
      for (const spelling of spellings) {
        const res = await viewer.get(`${route}?depth=0&${spelling}`)
        expect(res.status, `${route}?${spelling}`).toBe(400)
        expect(res.body.errors[0].message).toBe(
          `The parameter limit must be a whole number from 1 to ${MAX_LIMIT}.`,
        )
      }
    }
    for (const spelling of ['[]=100000', '[0]=0', '[x]=9']) {
      const res = await viewer.get(`/categories?depth=0&joins[posts][limit]${spelling}`)
      expect(res.status, spelling).toBe(400)
      expect(res.body.errors[0].message).toBe(
        `The parameter joins[posts][limit] must be a whole number from 1 to ${MAX_LIMIT}.`,
      )
    }
    const join = await viewer.get('/categories?depth=0&joins[posts][limit]=100000')
    expect(join.status).toBe(200)
    expect(join.body.docs[0].posts.docs).toHaveLength(MAX_LIMIT)
    const byId = await viewer.get(
      `/categories/${category.body.doc.id}?depth=0&joins[posts][limit]=100000`,
    )
    expect(byId.body.posts.docs).toHaveLength(MAX_LIMIT)
    // A find by id sent as JSON (method override) takes its joins from the body.
    const json = await viewer.request(
      'POST',
      `/categories/${category.body.doc.id}`,
      { depth: 0, joins: { posts: { limit: 100000 } } },
      { 'X-Payload-HTTP-Method-Override': 'GET' },
    )
    expect(json.status).toBe(200)
    expect(json.body.posts.docs).toHaveLength(MAX_LIMIT)
  })

  it('answers 400 saying what is wrong for queries Payload answered with 500', async () => {
    const anonymous = new ApiClient(folio.url)
    const mistakes: Array<[string, string]> = [
      ['/posts?where=abc', 'The parameter where is not valid JSON.'],
      ['/posts/count?where=abc', 'The parameter where is not valid JSON.'],
      ['/posts/versions?where=abc', 'The parameter where is not valid JSON.'],
      ['/categories?where=abc', 'The parameter where is not valid JSON.'],
      ['/posts?data=abc', 'The parameter data is not valid JSON.'],
      [
        '/posts?where[title][equals][x]=1',
        'The filter equals on title takes a value or a list of values, not an object.',
      ],
      ['/posts/count?where[title][all]=1', 'The operator all cannot be used on title.'],
      ['/posts?where[topics][all][]=1', 'The operator all cannot be used on topics.'],
      ['/posts?where[title][within][type]=Point', 'The operator within cannot be used on title.'],
      ['/posts?where[title][intersects]=1', 'The operator intersects cannot be used on title.'],
      [
        '/posts/versions?where[version.title][near]=1,2',
        'The operator near cannot be used on version.title.',
      ],
      ['/posts?page=1e20', 'The parameter page must be a whole number from 1 to 1000000.'],
      [
        '/posts?page=99999999999999999999',
        'The parameter page must be a whole number from 1 to 1000000.',
      ],
      ['/posts?depth=-1', 'The parameter depth must be a whole number from 0 to 100.'],
      [
        '/categories?joins[posts][sort][x]=1',
        'The parameter joins[posts][sort] must be a field name or a list of field names.',
      ],
      [
        '/categories?joins[posts][sort]=-title',
        'The parameter joins[posts][sort] cannot sort by title: joined documents cannot be sorted by a localized field.',
      ],
      [
        '/categories?joins[posts][sort]=createdAt,excerpt',
        'The parameter joins[posts][sort] cannot sort by excerpt: joined documents cannot be sorted by a localized field.',
      ],
    ]
    for (const client of [anonymous, viewer]) {
      for (const [path, message] of mistakes) {
        const res = await client.get(path)
        expect(res.status, path).toBe(400)
        expect(res.body.errors[0].message, path).toBe(message)
      }
    }
    const or = { or: Array.from({ length: 1000 }, (_, i) => ({ title: { equals: `t${i}` } })) }
    const big = await fetch(`${folio.apiURL}/posts/count`, {
      method: 'POST',
      headers: {
        'X-Payload-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/x-www-form-urlencoded',
        'Accept-Language': 'en',
        Origin: folio.url,
        Cookie: viewer.cookieHeader(),
      },
      body: `where=${encodeURIComponent(JSON.stringify(or))}`,
    })
    expect(big.status).toBe(400)
    expect(((await big.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toBe(
      'The filter (where) is too large: at most 500 conditions, 5000 values and 16 levels of and/or are accepted.',
    )
    // Within the bounds, a filter still works, as brackets and as JSON.
    const json = encodeURIComponent(JSON.stringify({ title: { like: 'Post' } }))
    expect((await viewer.get(`/posts/count?where=${json}`)).body.totalDocs).toBe(POSTS)
    expect((await viewer.get('/posts/count?where[or][0][title][like]=Post')).body.totalDocs).toBe(
      POSTS,
    )
  })

  it('answers 400, not 500, when a media create names a url that cannot be fetched', async () => {
    const res = await admin.post('/media', {
      alt: 'x',
      url: 'http://127.0.0.1:1/a.png',
      filename: 'a.png',
    })
    expect(res.status).toBeLessThan(500)
    expect(res.status).toBeGreaterThanOrEqual(400)
  })

  it('applies the same bounds to a GET sent as a POST form (method override)', async () => {
    const res = await viewer.request('POST', '/posts', undefined, {
      'X-Payload-HTTP-Method-Override': 'GET',
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(200)
    const cookies = (viewer as unknown as { cookies: Map<string, string> }).cookies
    const big = await fetch(`${folio.apiURL}/posts`, {
      method: 'POST',
      headers: {
        'X-Payload-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: folio.url,
        Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: 'depth=0&pagination=false&limit=100000',
    })
    expect(big.status).toBe(200)
    expect(((await big.json()) as { docs: unknown[] }).docs.length).toBeLessThanOrEqual(MAX_LIMIT)
  })

  it('bounds a method-override body like any other: 413 past FOLIO_JSON_BODY_LIMIT, before its query is read', async () => {
    const send = (contentType: string, body: string, isChunked: boolean) =>
      fetch(`${folio.apiURL}/posts`, {
        method: 'POST',
        headers: {
          'X-Payload-HTTP-Method-Override': 'GET',
          'Content-Type': contentType,
          'Accept-Language': 'en',
          Origin: folio.url,
          Cookie: viewer.cookieHeader(),
        },
        // A stream goes chunked, without Content-Length: the limit must hold while reading.
        body: isChunked ? new Blob([body]).stream() : body,
        duplex: 'half',
      } as RequestInit).then(async (res) => ({
        status: res.status,
        message: ((await res.json()) as { errors?: Array<{ message: string }> }).errors?.[0]
          ?.message,
      }))
    const pad = 'a'.repeat(2 * 1024 * 1024)
    // Each query is a mistake (400) once read: a 413 shows the body was refused before that.
    const bodies: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', `where=abc&pad=${pad}`],
      ['application/json', JSON.stringify({ where: 'abc', pad })],
    ]
    for (const [contentType, body] of bodies)
      for (const isChunked of [false, true])
        expect(await send(contentType, body, isChunked), `${contentType} ${isChunked}`).toEqual({
          status: 413,
          message: 'The request body is too large: at most 256 KB are accepted here.',
        })
    for (const [contentType, body] of [
      ['application/x-www-form-urlencoded', 'where=abc'],
      ['application/json', JSON.stringify({ where: 'abc' })],
    ] as const)
      expect((await send(contentType, body, true)).status, contentType).toBe(400)
    expect((await fetch(`${folio.apiURL}/health`)).status).toBe(200)
  })

  it('refuses an answer larger than FOLIO_MAX_RESPONSE_BYTES with a 400 instead of sending it', async () => {
    const pages: Array<number | string> = []
    for (const n of [1, 2]) {
      const res = await admin.post('/pages?depth=0', {
        title: `Long page ${n}`,
        slug: `long-page-${n}`,
        summary: 'z'.repeat(150_000),
        _status: 'published',
      })
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201)
      pages.push(res.body.doc.id)
    }
    const one = await viewer.get(`/pages/${pages[0]}?depth=0`)
    expect(one.status).toBe(200)
    expect(one.body.summary).toHaveLength(150_000)
    const both = await viewer.get('/pages?depth=0&limit=2')
    expect(both.status).toBe(400)
    expect(both.body.errors[0].message).toMatch(
      /^The answer would be larger than 0\.19 MB\. Ask for fewer documents \(limit\)/,
    )
  })
  it('pages a join asked for without a limit at FOLIO_MAX_LIMIT, above its defaultLimit too', async () => {
    // categories.posts has Payload's default of 10, showcase.children its own 5: both above 3.
    const category = await admin.post('/categories?depth=0', { name: 'Joined', slug: 'joined' })
    expect(category.status).toBe(201)
    const categoryId = category.body.doc.id
    const parent = await admin.post('/showcase?depth=0', { title: 'Parent' })
    expect(parent.status).toBe(201)
    const parentId = parent.body.doc.id
    for (let n = 0; n < 5; n++) {
      const post = await admin.post('/posts?depth=0', {
        title: `Joined ${n}`,
        topics: [categoryId],
      })
      expect(post.status).toBe(201)
      const child = await admin.post('/showcase?depth=0', { title: `Child ${n}`, parent: parentId })
      expect(child.status).toBe(201)
    }
    const joins = [
      ['posts', await viewer.get(`/categories/${categoryId}?depth=0`)],
      [
        'posts',
        await viewer.get(`/categories/${categoryId}?depth=0&joins[posts][sort]=-createdAt`),
      ],
      ['posts', await viewer.get('/categories?depth=0&where[slug][equals]=joined')],
      ['children', await admin.get(`/showcase/${parentId}?depth=0`)],
      ['children', await admin.get('/showcase?depth=0&where[title][equals]=Parent')],
    ] as const
    for (const [name, res] of joins) {
      expect(res.status).toBe(200)
      const doc = res.body.docs?.[0] ?? res.body
      expect(doc[name].docs, `${name}: ${JSON.stringify(doc[name])}`).toHaveLength(MAX_LIMIT)
      expect(doc[name].hasNextPage).toBe(true)
    }
    // Inside a document populated by depth, where no request sets a join's limit.
    const child = await admin.get(`/showcase?depth=1&where[title][equals]=Child 0`)
    expect(child.body.docs[0].parent.children.docs).toHaveLength(MAX_LIMIT)
    // A join's own limit still works below the cap, and its next page holds the rest.
    const next = await admin.get(
      `/showcase/${parentId}?depth=0&joins[children][limit]=3&joins[children][page]=2`,
    )
    expect(next.body.children.docs).toHaveLength(2)
  })
})
