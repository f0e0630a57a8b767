import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { afterCommit } from './after-commit'

function fakeRequest(transactionID?: number) {
  const committed: number[] = []
  const db = {
    commitTransaction: vi.fn(async (id: number) => void committed.push(id)),
    rollbackTransaction: vi.fn(async (_id?: number) => undefined),
  }
  const payload = { db, logger: { error: vi.fn() } }
  const req = { payload, transactionID } as unknown as PayloadRequest
  return { req, db, committed }
}

describe('afterCommit', () => {
  it('runs the work once its transaction committed, not before', async () => {
    const { req, db, committed } = fakeRequest(7)
    const seen: number[][] = []
    await afterCommit(req, 'failed', async () => void seen.push([...committed]))
    expect(seen).toEqual([])
    await db.commitTransaction(7)
    expect(seen).toEqual([[7]])
  })

  it('never runs the work of a transaction that was rolled back', async () => {
    const { req, db } = fakeRequest(8)
    const work = vi.fn(async () => undefined)
    await afterCommit(req, 'failed', work)
    await db.rollbackTransaction(8)
    await db.commitTransaction(8)
    expect(work).not.toHaveBeenCalled()
  })

  it('runs at once when the request has no transaction', async () => {
    const { req } = fakeRequest(undefined)
    const work = vi.fn(async () => undefined)
    await afterCommit(req, 'failed', work)
    expect(work).toHaveBeenCalledOnce()
  })
})
