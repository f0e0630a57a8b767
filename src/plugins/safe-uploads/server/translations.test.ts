import { describe, expect, it } from 'vitest'
import { messages, safeUploadsTranslations } from './translations'

describe('safeUploadsTranslations', () => {
  it('registers each language’s own message, and English for a language the catalog lacks', () => {
    const merged = safeUploadsTranslations({
      supportedLanguages: { en: {}, de: {}, pl: {}, xx: {} } as never,
    }) as Record<string, Record<string, Record<string, string>>>
    expect(merged.de?.folio?.remoteFilesRefused).toBe(messages.de?.remoteFilesRefused)
    expect(merged.pl?.folio?.remoteFilesRefused).toBe(messages.pl?.remoteFilesRefused)
    expect(merged.pl?.folio?.remoteFilesRefused).not.toBe(messages.en.remoteFilesRefused)
    expect(merged.xx?.folio?.remoteFilesRefused).toBe(messages.en.remoteFilesRefused)
  })
})
