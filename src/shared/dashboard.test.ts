import { describe, expect, it } from 'vitest'
import type { ClientConfig } from './client-config'
import { arrangeWidgets, dashboardLayoutOf, dashboardReads } from './dashboard'

const widgets = [{ id: 'a:one' }, { id: 'a:two' }, { id: 'b:three' }, { id: 'b:four' }]

describe('the dashboard layout', () => {
  it('orders the widgets the layout names first, in its order, then the others in theirs', () => {
    const arranged = arrangeWidgets(widgets, { order: ['b:three', 'a:one'], hidden: ['a:two'] })
    expect(arranged.map((w) => [w.id, w.isHidden])).toEqual([
      ['b:three', false],
      ['a:one', false],
      ['a:two', true],
      ['b:four', false],
    ])
  })

  it('keeps the plugins’ order without a layout, and ignores ids no plugin contributes', () => {
    expect(
      arrangeWidgets(widgets, { order: ['gone:x'], hidden: ['gone:y'] }).map((w) => w.id),
    ).toEqual(widgets.map((w) => w.id))
  })

  it('reads a stored preference defensively: lists of short strings only, at most 100 each', () => {
    expect(dashboardLayoutOf(null)).toEqual({ order: [], hidden: [] })
    expect(dashboardLayoutOf({ order: 'a:one', hidden: [1, 'a:two', { id: 'x' }] })).toEqual({
      order: [],
      hidden: ['a:two'],
    })
    const many = Array.from({ length: 150 }, (_, i) => `p:${i}`)
    expect(dashboardLayoutOf({ order: [...many, 'x'.repeat(101)] }).order).toHaveLength(100)
  })

  it('answers the reads of the widgets shown for the user, one each', () => {
    const context = { config: {} as ClientConfig, user: { id: 7 } }
    const reads = dashboardReads(
      [
        { id: 'a:shown', read: () => ({ method: 'GET', path: '/a' }) },
        { id: 'a:never', when: () => false, read: () => ({ method: 'GET', path: '/never' }) },
        { id: 'a:noRead' },
        { id: 'b:forUser', read: (c) => ({ method: 'GET', path: `/b/${String(c.user.id)}` }) },
      ],
      context,
    )
    expect(reads.map((r) => r.path)).toEqual(['/a', '/b/7'])
  })
})
