import { describe, expect, it } from 'vitest'
import { extensionOf, slugOf, titleOfFile, uploadReducer, type UploadState } from './upload-state'

const file = (name: string) => new File(['x'], name, { type: 'video/mp4' })

describe('the upload state', () => {
  it('goes new → file (title from the file name) → uploading → success', () => {
    let state: UploadState = { phase: 'new', hasFailed: false }
    state = uploadReducer(state, { type: 'pick', file: file('Sommer Fest.2024.mp4') })
    expect(state).toMatchObject({ phase: 'file', title: 'Sommer Fest.2024' })
    expect(slugOf(state)).toBe('sommer-fest2024')
    state = uploadReducer(state, { type: 'start' })
    expect(state).toMatchObject({ phase: 'uploading', percent: 0 })
    state = uploadReducer(state, { type: 'progress', fraction: 0.426 })
    expect(state).toMatchObject({ percent: 43 })
    state = uploadReducer(state, { type: 'done', videoId: 'v9' })
    expect(state).toEqual({ phase: 'success', videoId: 'v9' })
  })
  it('cuts titles to 100 characters', () => {
    expect(titleOfFile(`${'a'.repeat(120)}.mov`)).toHaveLength(100)
    const picked = uploadReducer(
      { phase: 'new', hasFailed: false },
      { type: 'pick', file: file('a.mp4') },
    )
    expect(uploadReducer(picked, { type: 'title', title: 'b'.repeat(101) })).toMatchObject({
      title: 'b'.repeat(100),
    })
  })
  it('resets to new on a failure, and keeps a picked file while uploading', () => {
    const uploading = uploadReducer(
      uploadReducer({ phase: 'new', hasFailed: false }, { type: 'pick', file: file('a.mp4') }),
      { type: 'start' },
    )
    expect(uploadReducer(uploading, { type: 'pick', file: undefined })).toBe(uploading)
    expect(uploadReducer(uploading, { type: 'fail' })).toEqual({ phase: 'new', hasFailed: true })
  })
  it('reads the extension', () => {
    expect(extensionOf('clip.MP4')).toBe('mp4')
    expect(extensionOf('clip')).toBe('')
  })
})
