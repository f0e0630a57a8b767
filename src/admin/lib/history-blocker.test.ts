import { describe, expect, it, vi } from 'vitest'
import { createHistoryBlocker, entryIndex, type OnBlocked } from './history-blocker'

/** A session history of entries with React Router's `idx`; `go` pops asynchronously, like a browser. */
function fakeWindow(entries: number, at: number) {
  const target = new EventTarget()
  const seenByRouter: number[] = []
  const win = {
    position: at,
    history: {
      get state() {
        return { idx: win.position }
      },
      go: (delta: number) => {
        queueMicrotask(() => {
          win.position = Math.min(entries - 1, Math.max(0, win.position + delta))
          target.dispatchEvent(new Event('popstate'))
        })
      },
    },
    // Entry n is at /page-n.
    get location() {
      return { pathname: `/page-${win.position}`, search: '' }
    },
    addEventListener: (type: 'popstate', listener: (event: Event) => void) =>
      target.addEventListener(type, listener),
  }
  return {
    win,
    seenByRouter,
    routerListens: () => target.addEventListener('popstate', () => seenByRouter.push(win.position)),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('entryIndex', () => {
  it("reads React Router's idx and nothing else", () => {
    expect(entryIndex({ idx: 3, key: 'a' })).toBe(3)
    expect(entryIndex({ idx: '3' })).toBeUndefined()
    expect(entryIndex(null)).toBeUndefined()
    expect(entryIndex(undefined)).toBeUndefined()
  })
})

describe('createHistoryBlocker', () => {
  it('lets pops through to the router while nothing blocks', async () => {
    const { win, seenByRouter, routerListens } = fakeWindow(3, 2)
    createHistoryBlocker(win)
    routerListens()
    win.history.go(-1)
    await settle()
    expect(seenByRouter).toEqual([1])
  })

  it('hides a blocked back step from the router, restores the entry and asks once', async () => {
    const { win, seenByRouter, routerListens } = fakeWindow(3, 2)
    const blocker = createHistoryBlocker(win)
    routerListens()
    const onBlocked = vi.fn<OnBlocked>()
    blocker.block(onBlocked)
    win.history.go(-1)
    await settle()
    expect(win.position).toBe(2)
    expect(seenByRouter).toEqual([])
    expect(onBlocked).toHaveBeenCalledTimes(1)
  })

  it('lets through a step to an address the blocker allows (another view of the same form)', async () => {
    const { win, seenByRouter, routerListens } = fakeWindow(3, 2)
    const blocker = createHistoryBlocker(win)
    routerListens()
    const onBlocked = vi.fn<OnBlocked>()
    blocker.block(onBlocked, (location) => location.pathname === '/page-1')
    win.history.go(-1)
    await settle()
    expect(onBlocked).not.toHaveBeenCalled()
    expect(seenByRouter).toEqual([1])
    win.history.go(-1)
    await settle()
    expect(onBlocked).toHaveBeenCalledTimes(1)
    expect(win.position).toBe(1)
  })

  it('retry replays the step (several entries, forward too) and the router sees it once', async () => {
    const { win, seenByRouter, routerListens } = fakeWindow(5, 1)
    const blocker = createHistoryBlocker(win)
    routerListens()
    let retry: (() => void) | undefined
    blocker.block((r) => (retry = r))
    win.history.go(3)
    await settle()
    expect(win.position).toBe(1)
    retry?.()
    await settle()
    expect(win.position).toBe(4)
    expect(seenByRouter).toEqual([4])
  })

  it('blocks again after a retry, and not after unblocking', async () => {
    const { win, seenByRouter, routerListens } = fakeWindow(4, 3)
    const blocker = createHistoryBlocker(win)
    routerListens()
    const onBlocked = vi.fn<OnBlocked>((retry) => retry())
    const unblock = blocker.block(onBlocked)
    win.history.go(-1)
    await settle()
    win.history.go(-1)
    await settle()
    expect(onBlocked).toHaveBeenCalledTimes(2)
    expect(seenByRouter).toEqual([2, 1])
    unblock()
    win.history.go(-1)
    await settle()
    expect(onBlocked).toHaveBeenCalledTimes(2)
    expect(seenByRouter).toEqual([2, 1, 0])
  })

  it('reads the index afresh on block, so pushes in between do not skew the step', async () => {
    const { win, routerListens } = fakeWindow(6, 1)
    const blocker = createHistoryBlocker(win)
    routerListens()
    win.position = 4 // the router pushed three entries without any event
    let retry: (() => void) | undefined
    blocker.block((r) => (retry = r))
    win.history.go(-1)
    await settle()
    expect(win.position).toBe(4)
    retry?.()
    await settle()
    expect(win.position).toBe(3)
  })

  it('lets through entries without an index', async () => {
    const { win, seenByRouter, routerListens } = fakeWindow(3, 2)
    const blocker = createHistoryBlocker({ ...win, history: { state: null, go: win.history.go } })
    routerListens()
    const onBlocked = vi.fn<OnBlocked>()
    blocker.block(onBlocked)
    win.history.go(-1)
    await settle()
    expect(onBlocked).not.toHaveBeenCalled()
    expect(seenByRouter).toEqual([1])
  })
})
