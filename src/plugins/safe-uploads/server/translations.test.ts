import { describe, expect, it } from 'vitest'
import { messages, safeUploadsTranslations } from './translations'

describe('safeUploadsTranslations', () => {
  it('has every message in English and German, German in German and English for the other languages', () => {
    expect(Object.keys(messages.de).sort()).toEqual(Object.keys(messages.en).sort())
    const merged = safeUploadsTranslations({
      supportedLanguages: { en: {}, de: {}, fr: {} } as never,
    }) as Record<string, Record<string, Record<string, string>>>
    expect(merged.de?.folio?.remoteFilesRefused).toBe(messages.de.remoteFilesRefused)
    expect(merged.fr?.folio?.remoteFilesRefused).toBe(messages.en.remoteFilesRefused)
  })
})
