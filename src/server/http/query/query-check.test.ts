import type { FlattenedField, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { parseQuery, serializeQuery } from './payload-query'
import { checkQuery, type QueryContext } from './query-check'

const posts = [
  { name: 'title', type: 'text', localized: true },
  { name: 'location', type: 'point' },
  { name: 'topics', type: 'relationship', relationTo: 'categories', hasMany: true },
  { name: 'related', type: 'relationship', relationTo: ['posts', 'categories'], hasMany: true },
] as FlattenedField[]
const categories = [
  { name: 'name', type: 'text' },
  { name: 'posts', type: 'join', collection: 'posts', on: 'topics' },
] as FlattenedField[]
const config = {
  collections: [
    { slug: 'posts', flattenedFields: posts },
    { slug: 'categories', flattenedFields: categories },
  ],
  localization: { localeCodes: ['en', 'de'] },
  blocks: [],
} as unknown as SanitizedConfig

const context = (fields: FlattenedField[], isSpatialDatabase = false): QueryContext => ({
  maxLimit: 100,
  scope: { config, fields },
  isSpatialDatabase,
})

/** The query Payload would get, or the message key of the 400. */
const check = (search: string, fields = posts, isSpatialDatabase = false) => {
  const result = checkQuery(parseQuery(search), context(fields, isSpatialDatabase))
  if (!result.ok) return { refused: result.problem.key }
  return { query: decodeURIComponent(serializeQuery(result.query) ?? 'unreadable') }
}

describe('checkQuery: limits', () => {
  it('leaves a query within the bounds as it is', () => {
    expect(check('limit=100&page=2&depth=1&where[title][like]=a')).toEqual({
      query: 'limit=100&page=2&depth=1&where[title][like]=a',
    })
  })

  it('lowers a limit and a join limit above the maximum', () => {
    expect(check('limit=1000000&joins[posts][limit]=500', categories)).toEqual({
      query: 'limit=100&joins[posts][limit]=100',
    })
  })

  it('gives pagination=false without a limit the maximum', () => {
    expect(check('pagination=false')).toEqual({ query: 'pagination=false&limit=100' })
  })

  it.each([
    'limit=-1',
    'limit=0',
    'limit=all',
    'limit=2.5',
    'limit=1e3',
    'limit=',
    'limit=1&limit=2',
    'limit[]=100000',
    'limit[0]=0',
    'limit[]',
    'limit[x]=1',
    'joins[posts][limit]=0',
    'joins[posts][limit][]=100000',
    'joins[posts][limit][a]=5',
  ])('refuses %s', (query) => {
    expect(check(query, categories)).toEqual({ refused: 'invalidLimit' })
  })

  it('reads a JSON body (method override) the same way, numbers and all', () => {
    const result = checkQuery({ depth: 0, joins: { posts: { limit: 5000 } } }, context(categories))
    expect(result).toEqual({
      ok: true,
      query: { depth: 0, joins: { posts: { limit: 100 } } },
      isChanged: true,
    })
    expect(checkQuery({ limit: [5] }, context(posts)).ok).toBe(false)
  })
})

describe('checkQuery: page, depth, sort, JSON text', () => {
  it.each([
    ['page=0', 'invalidWholeNumber'],
    ['page=1e20', 'invalidWholeNumber'],
    ['page=99999999999999999999', 'invalidWholeNumber'],
    ['page=1000001', 'invalidWholeNumber'],
    ['page[]=2', 'invalidWholeNumber'],
    ['depth=-1', 'invalidWholeNumber'],
    ['depth=abc', 'invalidWholeNumber'],
    ['sort[x]=1', 'invalidSort'],
    ['joins[posts][sort][x]=1', 'invalidSort'],
    ['where=abc', 'invalidJson'],
    ['data=abc', 'invalidJson'],
  ])('refuses %s', (query, key) => {
    expect(check(query, categories)).toEqual({ refused: key })
  })

  it('takes page and depth in range and sort as a list', () => {
    expect(check('page=1000000&depth=0&sort=-title,name&sort=x')).toHaveProperty('query')
  })
})

describe('checkQuery: where', () => {
  it.each([
    ['where[title][equals][x]=1', 'whereValueNotScalar'],
    ['where[title][in][0][x]=1', 'whereValueNotScalar'],
    ['where[title]=abc', 'whereNoOperator'],
    ['where[or]=abc', 'whereAndOrNotList'],
    ['where[or][0]=abc', 'whereNotConditions'],
    ['where=[1]', 'whereNotConditions'],
    ['where[title][is]=1', 'whereUnknownOperator'],
    ['where[title][all]=1', 'whereOperatorNotForField'],
    ['where[topics][all][]=1', 'whereOperatorNotForField'],
    ['where[title][near]=1,2', 'whereOperatorNotForField'],
    ['where[title][within][type]=Point', 'whereOperatorNotForField'],
    ['where[title][intersects]=1', 'whereOperatorNotForField'],
    ['where[title][contains][name][equals]=x', 'whereValueNotScalar'],
    ['where[topics][contains][name][equals][x]=1', 'whereValueNotScalar'],
  ])('refuses %s', (query, key) => {
    expect(check(query)).toEqual({ refused: key })
  })

  it('takes the spatial operators only on point fields of PostgreSQL, with a point or GeoJSON', () => {
    expect(check('where[location][near]=1,2,1000', posts, false)).toEqual({
      refused: 'whereOperatorNotForField',
    })
    expect(check('where[location][near]=1,2,1000', posts, true)).toHaveProperty('query')
    expect(check('where[location][near]=a,b', posts, true)).toEqual({
      refused: 'whereSpatialValue',
    })
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    }
    const within = `where=${encodeURIComponent(JSON.stringify({ location: { within: polygon } }))}`
    expect(check(within, posts, true)).toHaveProperty('query')
    expect(
      check(
        'where[location][within][type]=Polygon&where[location][within][coordinates][0][0][0]=1',
        posts,
        true,
      ),
    ).toEqual({
      refused: 'whereSpatialValue',
    })
  })

  it('takes a nested filter in contains of a has-many relationship, and locales in paths', () => {
    expect(check('where[topics][contains][name][equals]=x')).toHaveProperty('query')
    expect(check('where[title.de][equals]=x&where[or][0][title][like]=a')).toHaveProperty('query')
    expect(check('joins[posts][where][title][equals]=x', categories)).toHaveProperty('query')
    expect(check('joins[posts][where][title][all]=x', categories)).toEqual({
      refused: 'whereOperatorNotForField',
    })
  })

  it('bounds the number of conditions, values and levels', () => {
    const conditions = (n: number) =>
      `where=${encodeURIComponent(JSON.stringify({ or: Array.from({ length: n }, (_, i) => ({ title: { equals: `t${i}` } })) }))}`
    expect(check(conditions(500))).toHaveProperty('query')
    expect(check(conditions(501))).toEqual({ refused: 'whereTooLarge' })
    const values = `where=${encodeURIComponent(JSON.stringify({ title: { in: Array.from({ length: 5001 }, String) } }))}`
    expect(check(values)).toEqual({ refused: 'whereTooLarge' })
    let nested: unknown = { title: { equals: 'x' } }
    for (let i = 0; i < 17; i++) nested = { or: [nested] }
    expect(check(`where=${encodeURIComponent(JSON.stringify(nested))}`)).toEqual({
      refused: 'whereTooLarge',
    })
  })
})

describe('serializeQuery', () => {
  it('writes what Payload reads back, and nothing for a query nested past its parse', () => {
    const query = parseQuery('?where[or][0][title][equals]=x&limit[]&a=1&a=2&b')
    expect(parseQuery(serializeQuery(query)!)).toEqual(query)
    expect(serializeQuery(parseQuery('a[b][c][d][e][f][g][h][i][j][k][l][m]=1'))).toBeUndefined()
  })
})

describe('checkQuery: polymorphic relationships', () => {
  it('takes { relationTo, value } as the admin list filter sends it, alone or in a list', () => {
    const one = 'where[related][equals][relationTo]=posts&where[related][equals][value]=4'
    expect(check(one)).toEqual({ query: one })
    const many =
      'where[related][in][0][relationTo]=posts&where[related][in][0][value]=4&where[related][in][1][relationTo]=categories&where[related][in][1][value]=2'
    expect(check(many)).toEqual({ query: many })
  })

  it('refuses any other object, and that shape on a field with one target', () => {
    expect(check('where[related][equals][relationTo]=posts&where[related][equals][x]=4')).toEqual({
      refused: 'whereValueNotScalar',
    })
    expect(
      check('where[related][equals][relationTo]=posts&where[related][equals][value][a]=1'),
    ).toEqual({
      refused: 'whereValueNotScalar',
    })
    expect(
      check('where[topics][equals][relationTo]=categories&where[topics][equals][value]=1'),
    ).toEqual({
      refused: 'whereValueNotScalar',
    })
  })
})
