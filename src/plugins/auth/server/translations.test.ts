import { describe, expect, it } from 'vitest'
import { byProviderField } from './local-provider'
import { authTranslations } from './translations'

describe('authTranslations', () => {
  it('adds the documented messages under folio in each language (English for one without a catalog), keeping existing keys', () => {
    const merged = authTranslations({
      supportedLanguages: { en: {}, de: {}, fr: {}, xx: {} } as never,
      translations: { de: { folio: { passwordInvalid: 'x' } } } as never,
    }) as Record<string, Record<string, Record<string, string>>>
    expect(merged.en?.folio).toMatchObject({
      accountLocked: 'This account is locked.',
      localPasswordOnly: 'Password changes are only possible for local identity provider.',
    })
    expect(Object.keys(merged.de?.folio ?? {}).sort()).toEqual(
      ['passwordInvalid', ...Object.keys(merged.en?.folio ?? {})].sort(),
    )
    expect(merged.fr?.folio?.accountLocked).toBe('Ce compte est verrouillé.')
    expect(merged.xx?.folio?.localPasswordOnly).toBe(
      'Password changes are only possible for local identity provider.',
    )
    expect(merged.de?.folio).toMatchObject({
      passwordInvalid: 'x',
      accountLocked: 'Dieses Konto ist gesperrt.',
      localPasswordOnly: 'Passwortänderungen sind nur für den lokalen Identitätsanbieter möglich.',
    })
  })
})

describe('byProviderField', () => {
  it('takes local, and no provider at all, for a local password; anything else not', () => {
    expect(byProviderField({ provider: 'local' })).toBe(true)
    expect(byProviderField({})).toBe(true)
    expect(byProviderField({ provider: null })).toBe(true)
    expect(byProviderField({ provider: 'oidc' })).toBe(false)
    expect(byProviderField({ provider: '' })).toBe(false)
  })
})
