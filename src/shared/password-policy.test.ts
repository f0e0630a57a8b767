import { describe, expect, it } from 'vitest'
import {
  checkPassword,
  meetsPolicy,
  NO_PASSWORD_POLICY,
  PASSWORD_POLICY_DEFAULTS,
  resolvePasswordPolicy,
  validatePassword,
  type PasswordPolicy,
} from './password-policy'

const policy = PASSWORD_POLICY_DEFAULTS
const invalid = { key: 'folio:passwordInvalid' }
const required = { key: 'folio:passwordRequired' }

describe('checkPassword: the rule result of docs/behaviour.md §3', () => {
  it('gives the five booleans', () => {
    expect(checkPassword('', policy)).toEqual({
      minLength: false,
      lowerCase: false,
      upperCase: false,
      numbers: false,
      specialCharacters: false,
    })
    expect(checkPassword('Admin-pass-123', policy)).toEqual({
      minLength: true,
      lowerCase: true,
      upperCase: true,
      numbers: true,
      specialCharacters: true,
    })
  })

  it('sees each character class on its own', () => {
    expect(checkPassword('a', policy)).toMatchObject({
      lowerCase: true,
      upperCase: false,
      numbers: false,
      specialCharacters: false,
    })
    expect(checkPassword('A', policy)).toMatchObject({
      lowerCase: false,
      upperCase: true,
      numbers: false,
      specialCharacters: false,
    })
    expect(checkPassword('7', policy)).toMatchObject({
      lowerCase: false,
      upperCase: false,
      numbers: true,
      specialCharacters: false,
    })
    for (const special of [' ', '!', '-', '.', '€', '_', '“']) {
      expect(checkPassword(special, policy), special).toMatchObject({
        lowerCase: false,
        upperCase: false,
        numbers: false,
        specialCharacters: true,
      })
    }
  })

  it('knows letters and digits beyond ASCII', () => {
    expect(checkPassword('äöüß', policy)).toMatchObject({
      lowerCase: true,
      upperCase: false,
      specialCharacters: false,
    })
    expect(checkPassword('ÄÖÜ', policy)).toMatchObject({
      upperCase: true,
      specialCharacters: false,
    })
    expect(checkPassword('٣', policy)).toMatchObject({ numbers: true, specialCharacters: false })
  })

  it('counts the length in characters, at the boundary', () => {
    expect(checkPassword('x'.repeat(11), policy).minLength).toBe(false)
    expect(checkPassword('x'.repeat(12), policy).minLength).toBe(true)
    // Eleven emoji are 22 UTF-16 units but 11 characters.
    expect(checkPassword('😀'.repeat(11), policy).minLength).toBe(false)
    expect(checkPassword('😀'.repeat(12), policy).minLength).toBe(true)
  })
})

describe('meetsPolicy: length and classes', () => {
  it('needs the minimum number of classes, not all of them', () => {
    expect(meetsPolicy(checkPassword('lowercase-and-1', policy), policy)).toBe(true)
    expect(meetsPolicy(checkPassword('lowercaseand12', policy), policy)).toBe(false)
    expect(meetsPolicy(checkPassword('Lower-case-abc', policy), policy)).toBe(true)
    const strict: PasswordPolicy = { minLength: 8, minCharacterClasses: 4, minScore: 0 }
    expect(meetsPolicy(checkPassword('Abcdefg1', strict), strict)).toBe(false)
    expect(meetsPolicy(checkPassword('Abcdef1!', strict), strict)).toBe(true)
  })

  it('refuses a password one character short, even with every class', () => {
    expect(meetsPolicy(checkPassword('Aa1!Aa1!Aa1', policy), policy)).toBe(false)
    expect(meetsPolicy(checkPassword('Aa1!Aa1!Aa1!', policy), policy)).toBe(true)
  })
})

describe('validatePassword', () => {
  it('says required for an empty required password, nothing for an empty optional one', () => {
    for (const empty of [undefined, null, '', '   '])
      expect(validatePassword(empty, { policy, isRequired: true })).toEqual(required)
    expect(validatePassword('', { policy, isRequired: false })).toBe(true)
  })

  it('refuses what breaks a rule, and a score below the minimum', () => {
    expect(validatePassword('short-Pass1', { policy, isRequired: true })).toEqual(invalid)
    expect(validatePassword(123456789012, { policy, isRequired: true })).toEqual(invalid)
    expect(validatePassword('Password1234', { policy, isRequired: true })).toBe(true)
    expect(validatePassword('Password1234', { policy, isRequired: true, score: 1 })).toEqual(
      invalid,
    )
    expect(validatePassword('Password1234', { policy, isRequired: true, score: 2 })).toBe(true)
  })

  it('accepts passwords of 128 characters and far more', () => {
    for (const length of [128, 129, 256, 1000])
      expect(
        validatePassword('Ab1-'.repeat(length / 4), { policy, isRequired: true, score: 4 }),
      ).toBe(true)
  })

  it('with no policy, only asks for something', () => {
    expect(validatePassword('x', { policy: NO_PASSWORD_POLICY, isRequired: true })).toBe(true)
    expect(validatePassword('', { policy: NO_PASSWORD_POLICY, isRequired: true })).toEqual(required)
  })
})

describe('resolvePasswordPolicy', () => {
  it('fills in the defaults and ignores values out of range', () => {
    expect(resolvePasswordPolicy()).toEqual({ minLength: 12, minCharacterClasses: 3, minScore: 2 })
    expect(resolvePasswordPolicy({ minLength: 16, minCharacterClasses: 0, minScore: 4 })).toEqual({
      minLength: 16,
      minCharacterClasses: 0,
      minScore: 4,
    })
    expect(resolvePasswordPolicy({ minLength: 0, minCharacterClasses: 5, minScore: 1.5 })).toEqual(
      PASSWORD_POLICY_DEFAULTS,
    )
  })
})
