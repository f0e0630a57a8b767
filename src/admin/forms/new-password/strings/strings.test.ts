import { describe, expect, it } from 'vitest'
import { passwordStringsDe } from './de'
import { passwordStringsEn } from './en'
import { passwordStringPack } from './pack'

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('the new-password field’s strings', () => {
  it('have every English key in German, non-empty and with the same placeholders', () => {
    const de: Record<string, string> = passwordStringsDe
    expect(Object.keys(de).sort()).toEqual(Object.keys(passwordStringsEn).sort())
    for (const [key, en] of Object.entries(passwordStringsEn)) {
      expect(de[key]?.trim(), key).toBeTruthy()
      expect(placeholders(de[key] ?? ''), key).toEqual(placeholders(en))
    }
  })

  it('load through the pack in both languages', async () => {
    expect(await passwordStringPack.loaders.en()).toEqual(passwordStringsEn)
    expect(await passwordStringPack.loaders.de!()).toEqual(passwordStringsDe)
  })
})
