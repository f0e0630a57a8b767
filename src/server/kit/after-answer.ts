import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'
import { withDatabaseScope } from '../db/sqlite-write-gate'

/** The request being answered: resolves once its answer is written (or its connection gone). */
const answerScope = new AsyncLocalStorage<{ sent: Promise<void> }>()
const pending = new Set<Promise<void>>()

/** Handles one request; work queued by `afterAnswer` meanwhile waits for `sent`. */
export function withAnswerScope<T>(sent: Promise<void>, handle: () => Promise<T>): Promise<T> {
  return answerScope.run({ sent }, handle)
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Runs `work` once the current request's answer is written, so that its time tells the client
 * nothing (whether an address has an account). It runs in a database scope of its own (not the
 * finished request's transaction); a failure is logged with `failure` as the message, never left
 * as an unhandled rejection. Graceful shutdown waits for it (`settleAfterAnswer`).
 */
export function afterAnswer(payload: Payload, failure: string, work: () => Promise<void>): void {
  const sent = answerScope.getStore()?.sent ?? nextTurn()
  const task: Promise<void> = sent
    .then(() => withDatabaseScope(work))
    .catch((err: unknown) => payload.logger.error({ err, msg: failure }))
    .finally(() => pending.delete(task))
  pending.add(task)
}

/** Waits until the work queued by `afterAnswer` (and any it queued meanwhile) is done; how many were waited for. */
export async function settleAfterAnswer(): Promise<number> {
  let settled = 0
  while (pending.size > 0) {
    const now = [...pending]
    settled += now.length
    await Promise.all(now)
  }
  return settled
}
