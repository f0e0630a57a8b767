import type { CollectionConfig, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { joinLimitsPlugin } from './join-limits'

const join = (name: string, defaultLimit?: number): Field =>
  ({ name, type: 'join', collection: 'posts', on: 'topic', defaultLimit }) as Field

describe('joinLimitsPlugin', () => {
  it('lowers every join default above the cap (unset is 10, 0 is all) and keeps the others', async () => {
    const collection: CollectionConfig = {
      slug: 'topics',
      fields: [
        join('unset'),
        join('all', 0),
        join('small', 2),
        join('large', 50),
        { name: 'group', type: 'group', fields: [join('inGroup', 20)] },
        { type: 'tabs', tabs: [{ label: 'Tab', fields: [join('inTab')] }] },
      ],
    }
    const config = (await joinLimitsPlugin(3)({ collections: [collection] } as Config)) as Config
    type Walked = { defaultLimit?: number; fields?: Walked[]; tabs?: Array<{ fields: Walked[] }> }
    const fields = config.collections![0]!.fields as Walked[]
    const limits = [
      ...fields.slice(0, 4).map((field) => field.defaultLimit),
      fields[4]!.fields![0]!.defaultLimit,
      fields[5]!.tabs![0]!.fields[0]!.defaultLimit,
    ]
    expect(limits).toEqual([3, 3, 2, 3, 3, 3])
  })
})
