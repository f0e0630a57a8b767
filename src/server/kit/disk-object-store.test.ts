import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { byteRange, diskObjectStore } from './disk-object-store'
import { objectResponse } from './object-store'

describe('byteRange', () => {
  it('reads the three forms of one range, refuses what is past the end and ignores the rest', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(byteRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 })
    expect(byteRange('bytes=100-', 100)).toBeNull()
    expect(byteRange('bytes=-0', 100)).toBeNull()
    // Malformed or several ranges: the header is ignored.
    expect(byteRange('bytes=5-2', 100)).toBeUndefined()
    expect(byteRange('bytes=-', 100)).toBeUndefined()
    expect(byteRange('bytes=0-1,4-5', 100)).toBeUndefined()
    expect(byteRange('items=0-1', 100)).toBeUndefined()
  })
})

describe('diskObjectStore', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-objects-'))
  const store = diskObjectStore(dir)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const text = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString()

  it('serves what was put, whole and by range, with its type and validators', async () => {
    await store.put('video/1/a.m3u8', Buffer.from('0123456789'), 'application/vnd.apple.mpegurl')
    const whole = objectResponse(await store.get('video/1/a.m3u8'))
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(whole.headers.get('content-length')).toBe('10')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(await text(whole)).toBe('0123456789')
    const part = objectResponse(await store.get('video/1/a.m3u8', { range: 'bytes=2-4' }))
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10')
    expect(await text(part)).toBe('234')
    const etag = whole.headers.get('etag')!
    expect(objectResponse(await store.get('video/1/a.m3u8', { ifNoneMatch: etag })).status).toBe(
      304,
    )
    expect(objectResponse(await store.get('video/1/a.m3u8', { range: 'bytes=20-' })).status).toBe(
      416,
    )
  })

  it('streams a file on disk in, and removes by key and by folder', async () => {
    const source = path.join(dir, 'source.bin')
    writeFileSync(source, 'segment')
    await store.put('video/2/seg.ts', { path: source, size: 7 }, 'video/mp2t')
    await store.put('video/2/poster.jpg', Buffer.from('jpg'), 'image/jpeg')
    expect(await text(objectResponse(await store.get('video/2/seg.ts')))).toBe('segment')
    await store.remove(['video/2/seg.ts', 'video/2/missing.ts'])
    expect(await store.get('video/2/seg.ts')).toBeUndefined()
    await store.removePrefix('video/2/')
    expect(await store.get('video/2/poster.jpg')).toBeUndefined()
  })

  it('never reaches outside its folder, nor serves the type files', async () => {
    await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow()
    expect(await store.get('../../etc/passwd')).toBeUndefined()
    await store.put('video/3/a.txt', Buffer.from('x'), 'text/plain')
    expect(await store.get('video/3/a.txt.type')).toBeUndefined()
  })
})
