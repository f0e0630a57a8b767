import { describe, expect, it } from 'vitest'
import { withSeconds } from './use-date-text'

describe('withSeconds', () => {
  it.each([
    ['MMMM do yyyy, h:mm a', 'MMMM do yyyy, h:mm:ss a'],
    ['dd.MM.yyyy HH:mm', 'dd.MM.yyyy HH:mm:ss'],
    ['MMMM do yyyy', 'MMMM do yyyy HH:mm:ss'],
    ['HH:mm:ss', 'HH:mm:ss'],
    ["yyyy 'mm' HH:mm", "yyyy 'mm' HH:mm:ss"],
  ])('%s → %s', (pattern, expected) => {
    expect(withSeconds(pattern)).toBe(expected)
  })
})
