import { describe, expect, it } from 'vitest'
import passwordStringsDe from './de.json'
import passwordStringsPl from './pl.json'
import { passwordStringsEn } from './en'
import { passwordStringPack } from './pack'

describe('the new-password field’s strings', () => {
  it('load through the pack in each language, English for one it lacks', async () => {
    expect(await passwordStringPack.loaders.en()).toEqual(passwordStringsEn)
    expect(await passwordStringPack.loaders.de!()).toEqual(passwordStringsDe)
    expect(await passwordStringPack.loaders.pl!()).toEqual(passwordStringsPl)
    expect(passwordStringPack.loaders.xx).toBeUndefined()
  })
})
