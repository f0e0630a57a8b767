import { describe, expect, it } from 'vitest'
import { matchRawRoute, type RawRoute } from './raw-routes'

const handler: RawRoute['handler'] = async () => new Response(null)
const routes: RawRoute[] = [
  { method: 'PUT', path: '/video/upload/:id', handler },
  { method: 'GET', path: '/video/file/:id/*', handler },
]

describe('matchRawRoute', () => {
  it('matches parameters and the rest of the path', () => {
    expect(matchRawRoute(routes, 'PUT', '/video/upload/12')).toMatchObject({
      params: { id: '12' },
      rest: '',
    })
    expect(matchRawRoute(routes, 'GET', '/video/file/12/360p/seg_000.ts')).toMatchObject({
      params: { id: '12' },
      rest: '360p/seg_000.ts',
    })
    expect(matchRawRoute(routes, 'HEAD', '/video/file/12/master.m3u8')?.rest).toBe('master.m3u8')
  })

  it('matches nothing for another method, a shorter or a longer path', () => {
    expect(matchRawRoute(routes, 'GET', '/video/upload/12')).toBeUndefined()
    expect(matchRawRoute(routes, 'PUT', '/video/upload')).toBeUndefined()
    expect(matchRawRoute(routes, 'PUT', '/video/upload/12/more')).toBeUndefined()
    expect(matchRawRoute(routes, 'GET', '/video/file/12')).toBeUndefined()
  })
})
