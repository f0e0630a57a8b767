import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

const context = new AsyncLocalStorage<{ requestId: string; isServiceAway?: boolean }>()

/** An id a proxy or client sent is kept when it is a plain token of at most 128 characters. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** The request's id: the one `X-Request-Id` brought (from a load balancer), else a new one. */
export function requestIdFrom(header: string | null | undefined): string {
  return header && ACCEPTED_ID.test(header) ? header : randomUUID()
}

/** Runs `work` as the request `requestId`: every log line written meanwhile carries the id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return context.run({ requestId }, work)
}

/** The id of the request being answered, when there is one. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId
}

/** A service the request needed (Redis) did not answer: its fault answer becomes a 503 with `Retry-After`. */
export function noteServiceAway(): void {
  const store = context.getStore()
  if (store) store.isServiceAway = true
}

export function isServiceAway(): boolean {
  return context.getStore()?.isServiceAway === true
}
