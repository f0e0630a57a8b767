import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { WHERE_OPERATORS } from '../../src/server/http/query/where-check'

/** A seeded pseudo-random source (mulberry32): the same queries on every run. */
function random(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const chance = (p: number) => next() < p
  return { pick, chance, int: (max: number) => Math.floor(next() * max) }
}
type Random = ReturnType<typeof random>

const NUMBERS = [
  '0',
  '-1',
  '1',
  '2',
  '3',
  '100000',
  'abc',
  '',
  '1e3',
  '2.5',
  '1e20',
  '99999999999999999999',
  'true',
]
const PATHS = [
  'title',
  'name',
  'id',
  'createdAt',
  '_status',
  'topics',
  'topics.name',
  'location',
  'tags',
  'luckyNumbers',
  'seo.title',
  'sections.blockType',
  'settings.a',
  'links.label',
  'related',
  'parent',
  'children',
  'version.title',
  'parent.title',
  'title.de',
  'email',
  'role',
  'alt',
  'filename',
  'posts',
  'nope',
  '__proto__',
]
const OPERATORS = [...WHERE_OPERATORS, 'bogus']
const VALUES = [
  'x',
  '1',
  '',
  'null',
  'true',
  'false',
  '1,2',
  '1,2,3',
  '2020-01-01',
  'abc,def',
  '%',
  "'",
  '-1',
  '1e400',
]

const enc = encodeURIComponent

/** A number-like parameter in one of the spellings qs reads: plain, array, indexed, keyed, empty array. */
function numberParam(r: Random, key: string): string {
  const value = enc(r.pick(NUMBERS))
  return r.pick([
    `${key}=${value}`,
    `${key}[]=${value}`,
    `${key}[0]=${value}`,
    `${key}[x]=${value}`,
    `${key}[]`,
    `${key}=${value}&${key}=${value}`,
  ])
}

/** A filter value for qs brackets: a value, a list, or an object. */
function bracketValue(r: Random, prefix: string): string[] {
  const shape = r.int(4)
  if (shape === 0) return [`${prefix}=${enc(r.pick(VALUES))}`]
  if (shape === 1)
    return [`${prefix}[]=${enc(r.pick(VALUES))}`, `${prefix}[]=${enc(r.pick(VALUES))}`]
  if (shape === 2)
    return [`${prefix}[${r.pick(['x', 'type', '0', 'coordinates'])}]=${enc(r.pick(VALUES))}`]
  return [`${prefix}[${r.pick(PATHS)}][${r.pick(OPERATORS)}]=${enc(r.pick(VALUES))}`]
}

function bracketWhere(r: Random, prefix: string, level: number): string[] {
  const parts: string[] = []
  for (let n = 1 + r.int(3); n > 0; n--) {
    if (level < 3 && r.chance(0.3)) {
      const key = r.pick(['or', 'and', 'OR'])
      for (let i = 0, count = 1 + r.int(3); i < count; i++)
        parts.push(...bracketWhere(r, `${prefix}[${key}][${r.chance(0.9) ? i : 'x'}]`, level + 1))
    } else if (r.chance(0.1)) parts.push(`${prefix}[${r.pick(PATHS)}]=${enc(r.pick(VALUES))}`)
    else parts.push(...bracketValue(r, `${prefix}[${r.pick(PATHS)}][${r.pick(OPERATORS)}]`))
  }
  return parts
}

function jsonValue(r: Random): unknown {
  return r.pick([
    () => r.pick(VALUES),
    () => r.int(100),
    () => null,
    () => true,
    () => [r.pick(VALUES), r.int(9)],
    () => ({ x: 1 }),
    () => ({ type: 'Point', coordinates: [r.int(9), r.int(9)] }),
    () => ({ [r.pick(PATHS)]: { [r.pick(OPERATORS)]: r.pick(VALUES) } }),
  ])()
}

function jsonWhere(r: Random, level: number): unknown {
  if (level < 4 && r.chance(0.3))
    return {
      [r.pick(['or', 'and'])]: Array.from({ length: 1 + r.int(3) }, () => jsonWhere(r, level + 1)),
    }
  return { [r.pick(PATHS)]: r.chance(0.9) ? { [r.pick(OPERATORS)]: jsonValue(r) } : jsonValue(r) }
}

function whereParam(r: Random, prefix = 'where'): string[] {
  return r.pick([
    () => bracketWhere(r, prefix, 0),
    () => [`${prefix}=${enc(JSON.stringify(jsonWhere(r, 0)))}`],
    () => [`${prefix}=${enc(r.pick(['abc', '[1]', '"x"', 'null', '{', '']))}`],
  ])()
}

function query(r: Random): string {
  const parts: string[] = []
  if (r.chance(0.4)) parts.push(numberParam(r, 'limit'))
  if (r.chance(0.3)) parts.push(numberParam(r, 'page'))
  if (r.chance(0.3)) parts.push(numberParam(r, 'depth'))
  if (r.chance(0.5)) parts.push(...whereParam(r))
  if (r.chance(0.2))
    parts.push(r.pick(['sort=title', 'sort=-createdAt,title', 'sort[x]=1', 'sort[]=nope', 'sort=']))
  if (r.chance(0.3)) {
    const join = `joins[${r.pick(['posts', 'children', 'nope'])}]`
    parts.push(
      r.pick([
        () => numberParam(r, `${join}[limit]`),
        () => numberParam(r, `${join}[page]`),
        () => `${join}[sort]${r.pick(['=title', '[x]=1', '[]=name'])}`,
        () => `${join}=${r.pick(['false', 'abc'])}`,
        () => `${join}[count]=true`,
        () => whereParam(r, `${join}[where]`).join('&'),
      ])(),
    )
  }
  if (r.chance(0.2))
    parts.push(r.pick(['select[title]=true', 'select=abc', 'select[title][x]=false', 'select[]=1']))
  if (r.chance(0.2))
    parts.push(r.pick(['populate[categories][name]=true', 'populate=abc', 'populate[x]=1']))
  if (r.chance(0.2))
    parts.push(
      r.pick(['locale=de', 'locale=all', 'locale=xx', 'locale[x]=1', 'fallback-locale=none']),
    )
  if (r.chance(0.2))
    parts.push(
      r.pick([
        'draft=true',
        'draft=abc',
        'draft[]=1',
        'trash=true',
        'pagination=false',
        'pagination[]=false',
      ]),
    )
  if (r.chance(0.05)) parts.push(r.pick(['data=abc', 'data={"a":1}']))
  return parts.join('&')
}

const REQUESTS = 320

/** Generated query strings at every read endpoint of every collection: none may answer 5xx. */
describe.each(databases)('generated queries never answer 5xx (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let viewer: ApiClient
  let anonymous: ApiClient
  /** Every collection and global the server has (with and without versions), as `/api/access` lists them. */
  let collections: string[]
  let globals: string[]

  beforeAll(async () => {
    folio = await startFolio({ database, env: { FOLIO_MAX_LIMIT: '3' } })
    admin = await signedInAdmin(folio)
    expect(
      (
        await admin.post('/users', {
          email: 'viewer@example.com',
          password: 'Viewer-pass-123',
          role: 'viewer',
        })
      ).status,
    ).toBe(201)
    const category = await admin.post('/categories', { name: 'News', slug: 'news' })
    expect(category.status).toBe(201)
    const post = await admin.post('/posts', {
      title: 'A post',
      topics: [category.body.doc.id],
      _status: 'published',
    })
    expect(post.status).toBe(201)
    expect((await admin.post('/showcase', { title: 'One', stats: { views: 1 } })).status).toBe(201)
    viewer = new ApiClient(folio.url)
    expect((await viewer.login('viewer@example.com', 'Viewer-pass-123')).status).toBe(200)
    anonymous = new ApiClient(folio.url)
    const access = await admin.get('/access')
    collections = Object.keys(access.body.collections)
    globals = Object.keys(access.body.globals)
    expect(collections).toEqual(expect.arrayContaining(['posts', 'categories', 'users', 'media']))
    expect(globals).toContain('settings')
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it(`answers ${REQUESTS} generated reads without a server error`, async () => {
    const r = random(20261127)
    const failures: string[] = []
    for (let n = 0; n < REQUESTS; n++) {
      const slug = r.pick(collections)
      const global = r.pick(globals)
      const route = r.pick([
        `/${slug}`,
        `/${slug}/count`,
        `/${slug}/1`,
        `/${slug}/versions`,
        `/${slug}/versions/1`,
        `/globals/${global}`,
        `/globals/${global}/versions`,
        `/globals/${global}/versions/1`,
      ])
      const search = query(r)
      const client = r.chance(0.5) ? viewer : anonymous
      // Some as Payload's method override: the query as a form body.
      const res = r.chance(0.15)
        ? await fetch(`${folio.apiURL}${route}`, {
            method: 'POST',
            headers: {
              'X-Payload-HTTP-Method-Override': 'GET',
              'Content-Type': 'application/x-www-form-urlencoded',
              Origin: folio.url,
              Cookie: client.cookieHeader(),
            },
            body: search,
          }).then(async (form) => ({
            status: form.status,
            body: await form.json().catch(() => undefined),
          }))
        : await client.get(`${route}?${search}`)
      if (res.status >= 500)
        failures.push(`${route}?${search} → ${res.status} ${JSON.stringify(res.body)}`)
      if (res.status === 200 && Array.isArray(res.body?.docs))
        expect(res.body.docs.length, `${route}?${search}`).toBeLessThanOrEqual(3)
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('answers the version routes of every collection and global, with versions or not, without a server error', async () => {
    const failures: string[] = []
    const routes = [
      ...collections.map((slug) => `/${slug}`),
      ...globals.map((slug) => `/globals/${slug}`),
    ]
    for (const client of [admin, viewer, anonymous])
      for (const route of routes)
        for (const [method, path] of [
          ['GET', `${route}/versions?depth=0`],
          ['GET', `${route}/versions/1`],
          ['POST', `${route}/versions/1?draft=true`],
        ] as const) {
          const res = await client.request(method, path, method === 'POST' ? {} : undefined)
          if (res.status >= 500)
            failures.push(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`)
        }
    expect(failures).toEqual([])
  })
})
