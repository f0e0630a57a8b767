import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyCollator } from './react-aria-collator'

afterEach(() => vi.restoreAllMocks())

describe('react-aria’s collator, made at its first comparison', () => {
  it('loads no collation data until it compares, then compares as Intl.Collator does', () => {
    const Real = Intl.Collator
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args)
    } as unknown as typeof Real)
    const collator = lazyCollator('de', { usage: 'search', sensitivity: 'base' })
    expect(made).not.toHaveBeenCalled()
    expect(collator.compare('Apfel', 'apfel')).toBe(0)
    expect(collator.compare('a', 'b')).toBeLessThan(0)
    expect(made).toHaveBeenCalledTimes(1)
    expect(collator.resolvedOptions()).toMatchObject({ usage: 'search', sensitivity: 'base' })
    expect(made).toHaveBeenCalledTimes(1)
  })
})
