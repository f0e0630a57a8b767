import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The documents an API request's hooks refused with a status of their own (another user's lock:
 * 423), by `collection:id`. Payload's bulk write by `where` catches each document's error and keeps
 * only its message, so this is how the HTTP layer learns why (docs/payload-core.md §5).
 */
export type DocumentRefusals = ReadonlyMap<string, number>

const current = new AsyncLocalStorage<Map<string, number>>()

const refusalKey = (collection: string, id: string | number) => `${collection}:${id}`

/** Runs one API request's handling, with the refusals its hooks noted. */
export async function collectDocumentRefusals<T>(
  run: () => Promise<T>,
): Promise<{ value: T; refusals: DocumentRefusals }> {
  const refusals = new Map<string, number>()
  const value = await current.run(refusals, run)
  return { value, refusals }
}

/** Notes that this request refused document `id` of `collection` with `status` (outside an API request: nothing). */
export function noteDocumentRefusal(collection: string, id: string | number, status: number): void {
  current.getStore()?.set(refusalKey(collection, id), status)
}

/** The status the request refused the document with, if a hook noted one. */
export function refusalStatus(
  refusals: DocumentRefusals,
  collection: string,
  id: string | number,
): number | undefined {
  return refusals.get(refusalKey(collection, id))
}
