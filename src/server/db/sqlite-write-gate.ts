import { AsyncLocalStorage } from 'node:async_hooks'
import {
  createClient,
  type Client,
  type InStatement,
  type ResultSet,
  type Transaction,
} from '@libsql/client'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'
import { DatabaseBusyError, isDatabaseBusyError } from '../kit/database-busy'

/**
 * SQLite writes that are atomic and never stall the server (docs/payload-core.md §9).
 *
 * The driver runs every statement synchronously on Node's only thread, so a `busy_timeout` wait
 * for another process's write lock stalls every request, reads included; its transactions also
 * open a new connection each time. Here instead:
 *
 * - write transactions (BEGIN IMMEDIATE) run one at a time, in order (a gate), on one writer
 *   connection; reads outside them stay on the reader connection (WAL: they never wait); a write
 *   sent outside any transaction runs as a small transaction of its own on the writer;
 * - `busy_timeout` is 0 everywhere: a statement refused with SQLITE_BUSY is retried after a short
 *   pause until the deadline, then fails with {@link DatabaseBusyError}, which the API answers
 *   with 503 and Retry-After (nothing was applied);
 * - a transaction or statement started while the same request's transaction is open (Payload
 *   sends an email by creating an outbox document inside the forgot-password transaction) joins
 *   that transaction as a savepoint instead of waiting for it forever; a statement sent outside
 *   any transaction meanwhile runs inside it too, and is applied again if it rolls back;
 * - a failed COMMIT is reported to Payload, which otherwise answers 200 for it.
 */

function isSqliteBusy(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return (
    code === 'SQLITE_BUSY' ||
    (typeof message === 'string' && /SQLITE_BUSY|database is locked/.test(message))
  )
}

const isWrite = (stmt: InStatement) =>
  /^\s*(insert|update|delete|replace)\b/i.test(typeof stmt === 'string' ? stmt : stmt.sql)

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `attempt` until it is not refused as busy, pausing 5 ms, then longer, up to 100 ms; gives up at `deadline`. */
async function whileBusy<T>(
  attempt: () => Promise<T>,
  deadline: number,
  onBusy?: () => void,
): Promise<T> {
  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    try {
      return await attempt()
    } catch (error) {
      if (!isSqliteBusy(error)) throw error
      onBusy?.()
      if (Date.now() + wait > deadline) throw new DatabaseBusyError()
      await pause(wait)
    }
  }
}

/** One holder at a time, in the order they asked; a waiter past its deadline leaves the line. */
class Gate {
  private tail: Promise<void> = Promise.resolve()

  async enter(deadline: number): Promise<() => void> {
    let leave!: () => void
    const turn = this.tail
    this.tail = new Promise<void>((resolve) => (leave = resolve))
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<'timeout'>(
      (resolve) =>
        (timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()))),
    )
    const outcome = await Promise.race([turn.then(() => 'turn' as const), timedOut])
    clearTimeout(timer)
    if (outcome === 'timeout') {
      // Our place passes to the next one as soon as our own turn would have come.
      void turn.then(leave)
      throw new DatabaseBusyError()
    }
    let hasLeft = false
    return () => {
      if (hasLeft) return
      hasLeft = true
      leave()
    }
  }
}

/** The request a statement belongs to, and its open write transaction if it has one. */
interface RequestScope {
  open?: WriterTransaction
}
const requestScope = new AsyncLocalStorage<RequestScope>()

/** Runs one request's work; transactions it opens are found again by what it starts inside them. */
export function withDatabaseScope<T>(work: () => Promise<T>): Promise<T> {
  return requestScope.run({}, work)
}

interface WriterTransaction extends Transaction {
  readonly isOpen: boolean
  /**
   * Runs a statement that was sent outside any transaction (autocommit) while this request's
   * transaction holds the lock: inside it, and applied again after a rollback, so that it stays
   * applied as it would have been on its own (a failed sign-in counted during a refused update).
   */
  executeAlone: (stmt: InStatement) => Promise<ResultSet>
  /** Why COMMIT failed, if it did (the transaction was rolled back). */
  readonly failure: unknown
}

interface GateOptions {
  /** How long a write may wait for the lock (in-process queue and other processes together). */
  busyTimeoutMs: number
}

type SqliteAdapter = BaseDatabaseAdapter & {
  client: Client
  clientConfig: { url: string }
  wal: false | { synchronous: string; journalSizeLimit: number }
}

/** The gate, the writer connection and the patched reader client of one adapter. */
class WriteGate {
  private readonly gate = new Gate()
  private writer: Client
  private savepoints = 0
  /** The one top-level transaction open now, if any. */
  active: WriterTransaction | undefined

  constructor(
    private readonly adapter: SqliteAdapter,
    private readonly options: GateOptions,
  ) {
    this.writer = this.connect()
  }

  private connect(): Client {
    const writer = createClient(this.adapter.clientConfig)
    // A connection's own setting: it takes no lock, so it is never refused as busy.
    if (this.adapter.wal)
      void writer.execute(`PRAGMA synchronous = ${this.adapter.wal.synchronous}`).catch(() => {})
    return writer
  }

  /**
   * A statement refused with SQLITE_BUSY stays unfinished in the driver and makes the next COMMIT
   * on its connection fail ('SQL statements in progress'): the writer starts over on a new connection.
   */
  private replaceWriter(): void {
    const old = this.writer
    this.writer = this.connect()
    try {
      old.close()
    } catch {
      // already closed
    }
  }

  private deadline(): number {
    return Date.now() + this.options.busyTimeoutMs
  }

  install(): void {
    const reader = this.adapter.client
    const execute = reader.execute.bind(reader) as (...args: unknown[]) => Promise<ResultSet>
    const batch = reader.batch.bind(reader) as (...args: unknown[]) => Promise<ResultSet[]>
    const executeMultiple = reader.executeMultiple.bind(reader)
    const own = () => requestScope.getStore()?.open
    const ownOpen = () => (own()?.isOpen ? own() : undefined)
    reader.execute = ((...args: unknown[]) => {
      const tx = ownOpen()
      if (tx) return tx.executeAlone(args[0] as InStatement)
      return isWrite(args[0] as InStatement)
        ? this.alone([args[0] as InStatement]).then((results) => results[0]!)
        : whileBusy(() => execute(...args), this.deadline())
    }) as Client['execute']
    reader.batch = (async (...args: unknown[]) => {
      const tx = ownOpen()
      const stmts = args[0] as InStatement[]
      if (!tx)
        return stmts.some(isWrite)
          ? this.alone(stmts)
          : whileBusy(() => batch(...args), this.deadline())
      const results: ResultSet[] = []
      for (const stmt of stmts) results.push(await tx.executeAlone(stmt))
      return results
    }) as Client['batch']
    reader.executeMultiple = (sql: string) =>
      ownOpen()
        ? Promise.reject(new Error('executeMultiple inside a transaction'))
        : whileBusy(() => executeMultiple(sql), this.deadline())
    reader.transaction = (async () => {
      const outer = ownOpen()
      if (outer) return this.savepoint(outer)
      const tx = await this.begin()
      const scope = requestScope.getStore()
      if (scope) scope.open = tx
      return tx
    }) as Client['transaction']
  }

  /**
   * A write sent outside any transaction (a plugin's single UPDATE) runs as a transaction of its
   * own on the writer: on the reader it could be refused as busy, and a refused statement the
   * driver leaves unfinished would keep the reader on an old snapshot.
   */
  private async alone(stmts: InStatement[]): Promise<ResultSet[]> {
    const tx = await this.begin()
    try {
      const results: ResultSet[] = []
      for (const stmt of stmts) results.push(await tx.execute(stmt))
      await tx.commit()
      return results
    } catch (error) {
      if (tx.isOpen) await tx.rollback().catch(() => undefined)
      throw error
    }
  }

  private async begin(): Promise<WriterTransaction> {
    const until = this.deadline()
    const leave = await this.gate.enter(until)
    try {
      await whileBusy(
        () => this.writer.execute('BEGIN IMMEDIATE'),
        until,
        () => this.replaceWriter(),
      )
    } catch (error) {
      leave()
      throw error
    }
    const tx = this.transactionOn(this.writer, () => {
      if (this.active === tx) this.active = undefined
      leave()
    })
    this.active = tx
    return tx
  }

  private transactionOn(connection: Client, onEnd: () => void): WriterTransaction {
    let isOpen = true
    let failure: unknown
    const alone: InStatement[] = []
    const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
      if (!isOpen) return
      try {
        await whileBusy(() => connection.execute(sql), this.deadline())
        if (sql === 'ROLLBACK') for (const stmt of alone) await connection.execute(stmt)
      } catch (error) {
        failure = error
        await connection.execute('ROLLBACK').catch(() => undefined)
        if (connection === this.writer) this.replaceWriter()
        throw error
      } finally {
        isOpen = false
        onEnd()
      }
    }
    const run = (stmt: InStatement) => {
      if (!isOpen) throw new Error('The transaction has ended')
      return connection.execute(stmt)
    }
    return {
      execute: run,
      executeAlone: (stmt: InStatement) => {
        if (isWrite(stmt)) alone.push(stmt)
        return run(stmt)
      },
      batch: async (stmts: InStatement[]) => {
        const results: ResultSet[] = []
        for (const stmt of stmts) results.push(await run(stmt))
        return results
      },
      executeMultiple: (sql: string) => connection.executeMultiple(sql),
      commit: () => end('COMMIT'),
      rollback: () => end('ROLLBACK'),
      close: () => void end('ROLLBACK').catch(() => undefined),
      get closed() {
        return !isOpen
      },
      get isOpen() {
        return isOpen
      },
      get failure() {
        return failure
      },
    } as WriterTransaction
  }

  /** A transaction started inside this request's open one: a savepoint of it. */
  private async savepoint(outer: WriterTransaction): Promise<WriterTransaction> {
    const name = `folio_sp_${++this.savepoints}`
    await outer.execute(`SAVEPOINT ${name}`)
    let isOpen = true
    return {
      execute: (stmt: InStatement) => outer.execute(stmt),
      executeAlone: (stmt: InStatement) => outer.executeAlone(stmt),
      batch: (stmts: InStatement[]) => outer.batch(stmts),
      executeMultiple: (sql: string) => outer.executeMultiple(sql),
      commit: async () => {
        if (!isOpen) return
        isOpen = false
        if (outer.isOpen) await outer.execute(`RELEASE SAVEPOINT ${name}`)
      },
      rollback: async () => {
        if (!isOpen) return
        isOpen = false
        if (!outer.isOpen) return
        await outer.execute(`ROLLBACK TO SAVEPOINT ${name}`)
        await outer.execute(`RELEASE SAVEPOINT ${name}`)
      },
      close: () => undefined,
      get closed() {
        return !isOpen
      },
      get isOpen() {
        return isOpen && outer.isOpen
      },
      failure: undefined,
    } as WriterTransaction
  }

  /** Folds the write-ahead log back into the file, then closes the writer. */
  async close(): Promise<void> {
    await this.writer.execute('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined)
    this.writer.close()
  }
}

/**
 * The SQLite adapter with transactions through the write gate.
 */
export function withSqliteWriteGate(
  adapterObj: DatabaseAdapterObj,
  options: GateOptions,
): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as SqliteAdapter
      const { connect, destroy, beginTransaction, commitTransaction } = adapter
      let gate: WriteGate | undefined
      adapter.connect = async function (this: SqliteAdapter, connectOptions) {
        // The reader is made here, before Payload's connect (which keeps an existing client), so
        // that the migrations it runs already go through the gate and leave no connection open.
        if (!this.client) {
          this.client = createClient(this.clientConfig)
          if (this.wal) {
            const { client, wal } = this
            // After a crash the first connection rebuilds the log's index, and another process
            // opening the file meanwhile is refused as busy: the start waits for it like a write.
            const deadline = Date.now() + options.busyTimeoutMs
            await whileBusy(() => client.execute('PRAGMA journal_mode = WAL'), deadline)
            await whileBusy(
              () => client.execute(`PRAGMA journal_size_limit = ${wal.journalSizeLimit}`),
              deadline,
            )
            await client.execute(`PRAGMA synchronous = ${wal.synchronous}`)
          }
          gate = new WriteGate(this, options)
          gate.install()
        }
        await connect?.call(this, connectOptions)
      }
      adapter.beginTransaction = async function (this: SqliteAdapter, transactionOptions) {
        try {
          return await beginTransaction.call(this, transactionOptions)
        } catch (error) {
          // Payload re-throws as 'cannot begin transaction: …'; the marker survives in the message.
          throw isDatabaseBusyError(error) ? new DatabaseBusyError() : error
        }
      }
      adapter.commitTransaction = async function (this: SqliteAdapter, id) {
        const committing = gate?.active
        await commitTransaction.call(this, id)
        // Payload swallows a failed COMMIT and would answer 200 for a write that was rolled back.
        if (committing && !committing.isOpen && committing.failure) {
          throw isSqliteBusy(committing.failure) || isDatabaseBusyError(committing.failure)
            ? new DatabaseBusyError()
            : committing.failure
        }
      }
      adapter.destroy = async function (this: SqliteAdapter) {
        const { client } = this
        await destroy?.call(this)
        await gate?.close()
        gate = undefined
        // Payload's destroy leaves the connection open; closing the last one checkpoints the WAL.
        client?.close()
      }
      return adapter
    },
  }
}
