import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBucket } from '../../src/plugins/s3-storage/server/bucket'
import { objectResponse, type ObjectStore } from '../../src/server/kit/object-store'
import { startS3, type RunningS3 } from '../harness/s3'

// The bucket as other plugins use it through the kit's `ObjectStore` (the video plugin's files).
describe('the S3 bucket as a shared object store', () => {
  let s3: RunningS3
  let store: ObjectStore

  beforeAll(async () => {
    s3 = await startS3('folio-objects')
    store = openBucket({
      bucket: s3.env.S3_BUCKET!,
      region: s3.env.S3_REGION!,
      endpoint: s3.env.S3_ENDPOINT,
      credentials: {
        accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
      },
      forcePathStyle: true,
    })
  })
  afterAll(async () => {
    await s3?.stop()
  })

  it('serves an object whole and by range, and removes a folder of them', async () => {
    await store.put(
      'video/7/master.m3u8',
      Buffer.from('#EXTM3U\n'),
      'application/vnd.apple.mpegurl',
    )
    await store.put('video/7/720p/seg0.ts', Buffer.from('0123456789'), 'video/mp2t')
    await store.put('video/8/poster.jpg', Buffer.from('jpg'), 'image/jpeg')
    const whole = objectResponse(await store.get('video/7/master.m3u8'))
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(await whole.text()).toBe('#EXTM3U\n')
    const part = objectResponse(await store.get('video/7/720p/seg0.ts', { range: 'bytes=3-5' }))
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('345')
    expect(await store.get('video/7/none.ts')).toBeUndefined()

    await store.removePrefix('video/7/')
    expect(await s3.keys()).toEqual(['video/8/poster.jpg'])
  })
})
