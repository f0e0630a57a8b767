import { describe, expect, it } from 'vitest'
import { lockoutTranslations } from './translations'

describe('lockoutTranslations', () => {
  it("re-words Payload's userLocked to the documented text, in each language (English for one without a catalog), keeping existing keys", () => {
    const merged = lockoutTranslations({
      supportedLanguages: { en: {}, de: {}, fr: {}, xx: {} } as never,
      translations: { de: { folio: { passwordInvalid: 'x' } } } as never,
    }) as Record<string, Record<string, Record<string, string>>>
    expect(merged.en?.error?.userLocked).toBe('Login is temporarily blocked for this user.')
    expect(merged.fr?.error?.userLocked).toBe(
      'La connexion est temporairement bloquée pour cet utilisateur.',
    )
    expect(merged.xx?.error?.userLocked).toBe('Login is temporarily blocked for this user.')
    expect(merged.de?.error?.userLocked).toBe(
      'Die Anmeldung ist für diesen Benutzer vorübergehend gesperrt.',
    )
    expect(merged.de?.folio).toMatchObject({
      passwordInvalid: 'x',
      accountLocked: 'Dieses Konto ist gesperrt.',
    })
    expect(merged.en?.folio?.accountLocked).toBe('This account is locked.')
  })
})
