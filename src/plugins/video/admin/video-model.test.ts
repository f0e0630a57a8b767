import { describe, expect, it } from 'vitest'
import type { VideoDoc } from '../shared'
import { copiesOf, siblingPath, stateKeys, videoConfigOf } from './video-model'

const video: VideoDoc = {
  id: 'v1',
  title: 'Clip',
  slug: 'clip',
  visibility: 'private',
  status: 'COMPLETE',
  previewThumbnailUrl: '/api/video/files/v1/poster.jpg',
  previewVideoUrl: null,
  src: { abr: { url: '/api/video/files/v1/hls/master.m3u8' } },
}

describe('the video model', () => {
  it('reads a config only with an API URL', () => {
    expect(videoConfigOf(undefined)).toBeUndefined()
    expect(videoConfigOf({ apiUrl: '' })).toBeUndefined()
    expect(videoConfigOf({ apiUrl: '/api/video/videos', categories: ['a', 1] })).toEqual({
      apiUrl: '/api/video/videos',
      namespace: 'video',
      categories: ['a'],
      tags: [],
    })
  })
  it('labels the status, and the visibility once ready', () => {
    expect(stateKeys({ status: 'NO_FILE', visibility: 'public' })).toEqual(['statusNoFile'])
    expect(stateKeys({ status: 'PROGRESSING', visibility: 'public' })).toEqual([
      'statusProgressing',
    ])
    expect(stateKeys({ status: 'ERROR', visibility: 'public' })).toEqual(['statusError'])
    expect(stateKeys(video)).toEqual(['statusComplete', 'visibilityPrivate'])
  })
  it('copies the video into the sibling fields, data holding the rest of the record', () => {
    const copies = copiesOf(video)
    expect(copies).toMatchObject({
      status: 'COMPLETE',
      visibility: 'private',
      previewThumbnailUrl: '/api/video/files/v1/poster.jpg',
      previewVideoUrl: '',
      dataUrl: '/api/video/files/v1/data.json',
    })
    expect(JSON.parse(copies.data)).toEqual({
      id: 'v1',
      title: 'Clip',
      slug: 'clip',
      src: video.src,
    })
  })
  it('finds a sibling path in the same group', () => {
    expect(siblingPath('hero.video.videoId', 'status')).toBe('hero.video.status')
    expect(siblingPath('videoId', 'status')).toBe('status')
  })
})
