import { describe, expect, it } from 'vitest'
import type { ClientConfig } from '../../../shared/client-config'
import { activityAdmin } from '.'

const config = (hasDrafts: boolean) =>
  ({
    collections: [{ slug: 'posts', hasDrafts }],
    globals: [{ slug: 'settings', hasDrafts: false }],
  }) as unknown as ClientConfig

describe('the activity admin plugin', () => {
  it('offers the drafts widgets only where something has drafts, the others always', () => {
    const shown = (hasDrafts: boolean) =>
      activityAdmin
        .dashboardWidgets!.filter(
          (w) => w.when?.({ config: config(hasDrafts), user: { id: 1 } }) ?? true,
        )
        .map((w) => w.id)
    expect(shown(true)).toEqual([
      'activity:myDrafts',
      'activity:recentlyEdited',
      'activity:recentlyPublished',
      'activity:counts',
    ])
    expect(shown(false)).toEqual(['activity:recentlyEdited', 'activity:counts'])
  })

  it('narrows a drafts collection’s list to its drafts or its published documents', () => {
    const [drafts, published] = activityAdmin.listFilters!
    const context = { collection: { slug: 'posts', hasDrafts: true }, user: { id: 1 } } as never
    expect(drafts!.where(context)).toEqual({ _status: { equals: 'draft' } })
    expect(published!.where(context)).toEqual({ _status: { equals: 'published' } })
    expect(
      drafts!.when({ collection: { slug: 'media', hasDrafts: false }, user: { id: 1 } } as never),
    ).toBe(false)
  })
})
