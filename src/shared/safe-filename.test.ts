import { describe, expect, it } from 'vitest'
import { contentDisposition, safeFilename } from './safe-filename'

describe('safeFilename', () => {
  it('removes bidi and other invisible control characters', () => {
    expect(safeFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(safeFilename('a\u2066b\u2069c\u200F.png')).toBe('abc.png')
    expect(safeFilename('tab\there\u0000.png')).toBe('tabhere.png')
  })

  it('replaces path separators and drops leading dots', () => {
    expect(safeFilename('../../etc/passwd')).toBe('etc-passwd')
    expect(safeFilename('..\\windows\\win.ini')).toBe('windows-win.ini')
    expect(safeFilename('.hidden.png')).toBe('hidden.png')
  })

  it('keeps readable names of any script and bounds the length, extension kept', () => {
    expect(safeFilename('Übersicht März – 東京.jpg')).toBe('Übersicht März – 東京.jpg')
    const long = safeFilename('x'.repeat(500) + '.jpeg')
    expect(long).toHaveLength(200)
    expect(long.endsWith('.jpeg')).toBe(true)
    expect(safeFilename('\u202E')).toBe('file')
  })
})

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('inline', 'März "x".png')).toBe(
      `inline; filename="M_rz _x_.png"; filename*=UTF-8''M%C3%A4rz%20%22x%22.png`,
    )
    expect(contentDisposition('attachment', 'evil\u202Egnp.svg')).toBe(
      `attachment; filename="evilgnp.svg"; filename*=UTF-8''evilgnp.svg`,
    )
  })
})
