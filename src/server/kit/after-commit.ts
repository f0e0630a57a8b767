import type { PayloadRequest } from 'payload'

type TransactionID = number | string
type Adapter = {
  commitTransaction: (id?: TransactionID | Promise<TransactionID>) => Promise<void>
  rollbackTransaction: (id?: TransactionID | Promise<TransactionID>) => Promise<void>
}

/** Work waiting for its transaction to commit, by adapter and transaction id. */
const waiting = new WeakMap<object, Map<TransactionID, (() => Promise<void>)[]>>()

/**
 * The adapter's commit runs the work registered for the transaction once it committed; a
 * rollback forgets it. Patched once per adapter, at the first use.
 */
function watch(adapter: Adapter): Map<TransactionID, (() => Promise<void>)[]> {
  const known = waiting.get(adapter)
  if (known) return known
  const byTransaction = new Map<TransactionID, (() => Promise<void>)[]>()
  waiting.set(adapter, byTransaction)
  const commit = adapter.commitTransaction.bind(adapter)
  const rollback = adapter.rollbackTransaction.bind(adapter)
  adapter.commitTransaction = async (incoming) => {
    const id = await incoming
    await commit(id)
    const work = id === undefined ? undefined : byTransaction.get(id)
    if (id !== undefined) byTransaction.delete(id)
    for (const run of work ?? []) await run()
  }
  adapter.rollbackTransaction = async (incoming) => {
    const id = await incoming
    if (id !== undefined) byTransaction.delete(id)
    await rollback(id)
  }
  return byTransaction
}

/**
 * Runs `work` once what the request wrote is committed, before the request answers; never when it
 * is rolled back. A request without a transaction has nothing to wait for: each of its writes
 * already stands. A failure is logged with `failure` as the message: the change stands either way.
 */
export async function afterCommit(
  req: PayloadRequest,
  failure: string,
  work: () => Promise<void>,
): Promise<void> {
  const run = () => work().catch((err: unknown) => req.payload.logger.error({ err, msg: failure }))
  const id = await req.transactionID
  if (id === undefined || id === null) return run()
  const byTransaction = watch(req.payload.db as unknown as Adapter)
  byTransaction.set(id, [
    ...(byTransaction.get(id) ?? []),
    async () => {
      // The transaction is over (Payload forgets its id right after): what the work writes stands on its own.
      delete req.transactionID
      await run()
    },
  ])
}
