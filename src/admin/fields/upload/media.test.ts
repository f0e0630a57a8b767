import { describe, expect, it } from 'vitest'
import { mediaInfo, sameOriginURL } from './media'

describe('media info', () => {
  it('prefers the thumbnail size, then thumbnailURL, then the image itself', () => {
    const doc = {
      filename: 'a.png',
      mimeType: 'image/png',
      url: '/api/media/file/a.png',
      thumbnailURL: '/api/media/file/a-t.png',
      sizes: { thumbnail: { url: '/api/media/file/a-240x240.png' } },
    }
    expect(mediaInfo(doc, '/api').thumbnail).toBe('/api/media/file/a-240x240.png')
    expect(mediaInfo({ ...doc, sizes: {} }, '/api').thumbnail).toBe('/api/media/file/a-t.png')
    expect(
      mediaInfo({ ...doc, sizes: { thumbnail: { url: null } }, thumbnailURL: null }, '/api')
        .thumbnail,
    ).toBe('/api/media/file/a.png')
  })

  it('gives files that are not images no thumbnail but their extension', () => {
    const info = mediaInfo(
      {
        filename: 'report.final.pdf',
        mimeType: 'application/pdf',
        url: '/api/media/file/report.final.pdf',
      },
      '/api',
    )
    expect(info.thumbnail).toBeUndefined()
    expect(info.extension).toBe('PDF')
  })

  it('loads files of this server by path, others as they are', () => {
    expect(sameOriginURL('http://localhost:3000/api/media/file/a.png?x=1', '/api')).toBe(
      '/api/media/file/a.png?x=1',
    )
    expect(sameOriginURL('https://cdn.example.com/a.png', '/api')).toBe(
      'https://cdn.example.com/a.png',
    )
    expect(sameOriginURL('/api/media/file/a.png', '/api/')).toBe('/api/media/file/a.png')
  })

  it('copes with a missing document', () => {
    expect(mediaInfo(null, '/api')).toEqual({
      filename: '',
      alt: '',
      mimeType: '',
      thumbnail: undefined,
      extension: '',
    })
  })
})
