import { describe, expect, it } from 'vitest'
import { groupInFours, isCompleteCode, normaliseCode, normaliseRecoveryCode } from './code-text'

describe('the code entry texts', () => {
  it('keeps the digits of what is typed or pasted, at most six', () => {
    expect(normaliseCode('123 456')).toBe('123456')
    expect(normaliseCode(' 12-34 56 ')).toBe('123456')
    expect(normaliseCode('12a3')).toBe('123')
    expect(normaliseCode('1234567')).toBe('123456')
    expect(isCompleteCode('12345')).toBe(false)
    expect(isCompleteCode('123456')).toBe(true)
  })

  it('sends a recovery code without its spaces', () => {
    expect(normaliseRecoveryCode('  abcd efgh \n')).toBe('abcdefgh')
  })

  it('writes a setup key in groups of four', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    )
    expect(groupInFours('ABCDEF')).toBe('ABCD EF')
    expect(groupInFours('')).toBe('')
  })
})
