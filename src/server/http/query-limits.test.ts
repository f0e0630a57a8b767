import { describe, expect, it } from 'vitest'
import { boundQuery } from './query-limits'

const bound = (query: string, max = 100) => {
  const result = boundQuery(new URLSearchParams(query), max)
  return result.ok
    ? { query: decodeURIComponent(result.params.toString()), isChanged: result.isChanged }
    : { invalid: result.name }
}

describe('boundQuery', () => {
  it('leaves a query within the bounds untouched', () => {
    expect(bound('limit=100&page=2&where[title][like]=a')).toEqual({
      query: 'limit=100&page=2&where[title][like]=a',
      isChanged: false,
    })
  })

  it('lowers a limit and a join limit above the maximum', () => {
    expect(bound('limit=1000000&joins[posts][limit]=500', 100)).toEqual({
      query: 'limit=100&joins[posts][limit]=100',
      isChanged: true,
    })
  })

  it('gives pagination=false without a limit the maximum', () => {
    expect(bound('pagination=false', 25)).toEqual({
      query: 'pagination=false&limit=25',
      isChanged: true,
    })
  })

  it.each([
    'limit=-1',
    'limit=0',
    'limit=all',
    'limit=2.5',
    'limit=',
    'limit=1&limit=2',
    'joins[posts][limit]=0',
  ])('refuses %s', (query) => {
    expect(bound(query)).toHaveProperty('invalid')
  })
})
