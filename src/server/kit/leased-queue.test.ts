import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { startLeasedQueue } from './leased-queue'
import { memoryState } from './shared-state'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a leased job queue', () => {
  it('says once that it fails while the shared state is away, and once that it runs again', async () => {
    const lines: string[] = []
    const log = (entry: { msg: string }) => void lines.push(entry.msg)
    // One open job, always; its lease cannot be taken while the state is away.
    const payload = {
      find: async () => ({ docs: [{ id: 1 }] }),
      logger: { error: log, info: log, warn: log },
    } as unknown as Payload
    let isAway = true
    const state = memoryState()
    const claim = state.claim
    state.claim = async (key, ttlMs) => {
      if (isAway) throw new Error('connect ECONNREFUSED')
      await claim(key, ttlMs)
      return false // held by another instance: nothing runs here
    }
    const queue = startLeasedQueue(payload, { queue: 'test', state, pollMs: 10 })
    try {
      await sleep(120)
      expect(lines).toEqual(['job queue failed'])
      isAway = false
      await sleep(60)
      expect(lines).toEqual(['job queue failed', 'job queue runs again'])
    } finally {
      await queue.stop()
    }
  })
})
