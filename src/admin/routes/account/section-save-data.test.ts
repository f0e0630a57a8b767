import { describe, expect, it } from 'vitest'
import { FormStore } from '../../forms/form-store'
import { keepSectionData, withSectionData } from './section-save-data'

describe("the account sections' data for the next save", () => {
  it('modifies the form and is merged into what the save sends', () => {
    const store = new FormStore({ name: 'Ada' })
    keepSectionData(store, 'totp/trusted-devices', {
      totpConfig: { trustedDevices: [{ id: 'a' }] },
    })
    expect(store.isDirty()).toBe(true)
    expect(withSectionData(store, { name: 'Ada' })).toEqual({
      name: 'Ada',
      totpConfig: { trustedDevices: [{ id: 'a' }] },
    })
  })

  it('is taken back with undefined, and dropped by the reset of a successful save', () => {
    const store = new FormStore({ name: 'Ada' })
    keepSectionData(store, 'devices', { devices: [] })
    keepSectionData(store, 'devices', undefined)
    expect(store.isDirty()).toBe(false)
    expect(withSectionData(store, { name: 'Ada' })).toEqual({ name: 'Ada' })
    keepSectionData(store, 'devices', { devices: [] })
    store.reset({ name: 'Ada' })
    expect(store.isDirty()).toBe(false)
    expect(withSectionData(store, { name: 'Ada' })).toEqual({ name: 'Ada' })
  })
})
