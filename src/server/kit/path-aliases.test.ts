import { describe, expect, it } from 'vitest'
import { aliasedPath, pathAliasesOf, withPathAliases } from './path-aliases'

const aliases = [
  { from: 'video/videos', to: 'video-videos' },
  { from: 'video/tags', to: 'video-tags' },
]

describe('path aliases', () => {
  it('rewrites a namespaced path to its collection, with what follows', () => {
    expect(aliasedPath(aliases, '/api', '/api/video/videos')).toBe('/api/video-videos')
    expect(aliasedPath(aliases, '/api', '/api/video/videos/upload')).toBe(
      '/api/video-videos/upload',
    )
    expect(aliasedPath(aliases, '/api', '/api/video/tags/3')).toBe('/api/video-tags/3')
  })

  it('leaves other paths alone, also ones that only begin alike', () => {
    expect(aliasedPath(aliases, '/api', '/api/video/videosx')).toBeUndefined()
    expect(aliasedPath(aliases, '/api', '/api/posts')).toBeUndefined()
    expect(aliasedPath(aliases, '/api', '/other/video/videos')).toBeUndefined()
  })

  it('adds to the aliases already in custom', () => {
    const custom = withPathAliases(withPathAliases({ keep: 1 }, [aliases[0]!]), [aliases[1]!])
    expect(custom.keep).toBe(1)
    expect(pathAliasesOf(custom)).toEqual(aliases)
  })
})
