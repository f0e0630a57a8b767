import { describe, expect, it } from 'vitest'
import { isAcceptedType, previewKind } from './mime-types'

describe('isAcceptedType', () => {
  it('takes any type when the collection lists none', () => {
    expect(isAcceptedType([], 'application/pdf')).toBe(true)
  })

  it('matches a family wildcard and exact types, ignoring case', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/svg+xml',
      'image/webp',
      'image/avif',
      'image/jxl',
    ])
      expect(isAcceptedType(['image/*'], type)).toBe(true)
    expect(isAcceptedType(['image/*'], 'application/pdf')).toBe(false)
    expect(isAcceptedType(['image/*'], 'imagex/png')).toBe(false)
    expect(isAcceptedType(['application/pdf'], 'Application/PDF')).toBe(true)
    expect(isAcceptedType(['application/pdf'], 'application/pdfx')).toBe(false)
  })
})

describe('previewKind', () => {
  it('decides by the family of the type', () => {
    expect(previewKind('image/svg+xml')).toBe('image')
    expect(previewKind('video/mp4')).toBe('video')
    expect(previewKind('application/pdf')).toBe('file')
    expect(previewKind('')).toBe('file')
  })
})
