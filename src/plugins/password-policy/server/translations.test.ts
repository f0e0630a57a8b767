import { describe, expect, it } from 'vitest'
import { passwordTranslations } from './translations'

describe('the plugin registers its messages for every server language', () => {
  it('each language in its own words (English for one without a catalog), next to translations already there', () => {
    const merged = passwordTranslations({
      supportedLanguages: { en: {}, de: {}, fr: {}, xx: {} } as never,
      translations: { de: { folio: { other: 'x' } } } as never,
    }) as Record<string, { folio: Record<string, string> }>
    expect(merged.en?.folio).toEqual({
      passwordInvalid: 'Password does not meet requirements.',
      passwordRequired: 'Password is required.',
    })
    expect(merged.de?.folio).toEqual({
      other: 'x',
      passwordInvalid: 'Das Passwort erfüllt die Anforderungen nicht.',
      passwordRequired: 'Ein Passwort ist erforderlich.',
    })
    expect(merged.fr?.folio.passwordInvalid).toBe('Le mot de passe ne respecte pas les exigences.')
    expect(merged.xx?.folio.passwordInvalid).toBe('Password does not meet requirements.')
  })
})
