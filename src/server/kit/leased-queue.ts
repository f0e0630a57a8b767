import type { Payload } from 'payload'
import type { SharedState } from './shared-state'

const JOBS = 'payload-jobs'

export interface LeasedQueueOptions {
  queue: string
  state: SharedState
  /** How long a job stays an instance's without a sign of life (its heartbeat renews it). */
  leaseMs?: number
  pollMs?: number
  /** Stops the running job's work at once (SIGTERM): its job is handed back, not failed. */
  interrupt?: () => void
}

export interface LeasedQueue {
  /** Stops taking jobs, interrupts the running one and hands it back; resolves when done. */
  stop: () => Promise<void>
}

type JobRow = { id: number | string; hasError?: boolean | null; completedAt?: string | null }

/**
 * Runs one of Payload's job queues on every instance so that each job runs on exactly one. Payload
 * picks jobs by a read and then a write, which two instances can both do; here an instance first
 * takes the job's lease in the shared state (one atomic claim), then runs that job by id. The
 * lease is renewed while the job runs; an instance that died stops renewing it, and once it
 * expires another instance takes the job over (it was left `processing`). On stop the running
 * job's work is interrupted and the job is handed back (claimable again) at once.
 */
export function startLeasedQueue(payload: Payload, options: LeasedQueueOptions): LeasedQueue {
  const { queue, state } = options
  const leaseMs = options.leaseMs ?? 30_000
  const pollMs = options.pollMs ?? 1000
  const leaseKey = (id: JobRow['id']) => `job-lease:${queue}:${id}`
  let isStopping = false
  let current: Promise<void> | undefined

  const candidates = async (): Promise<JobRow[]> =>
    (
      await payload.find({
        collection: JOBS,
        where: {
          and: [
            { queue: { equals: queue } },
            { completedAt: { exists: false } },
            { hasError: { not_equals: true } },
            {
              or: [
                { waitUntil: { exists: false } },
                { waitUntil: { less_than: new Date().toISOString() } },
              ],
            },
          ],
        },
        sort: 'createdAt',
        limit: 10,
        depth: 0,
        overrideAccess: true,
      })
    ).docs as unknown as JobRow[]

  /** The job as it is now, once leased: another instance may have finished it meanwhile. */
  const stillOpen = async (id: JobRow['id']) => {
    const job = (await payload.db.findOne({
      collection: JOBS,
      where: { id: { equals: id } },
    })) as JobRow | null
    return job !== null && !job.completedAt && job.hasError !== true
  }

  async function runLeased(id: JobRow['id']): Promise<void> {
    const heartbeat = setInterval(
      () => {
        state
          .renew(leaseKey(id), leaseMs)
          .catch((error: unknown) =>
            payload.logger.warn({ err: error, queue, job: id, msg: 'renewing a job lease failed' }),
          )
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    )
    try {
      if (!(await stillOpen(id))) return
      await payload.jobs.runByID({ id, overrideAccess: true, silent: true })
      if (isStopping) await handBack(id)
    } finally {
      clearInterval(heartbeat)
      await state.remove(leaseKey(id)).catch(() => undefined)
    }
  }

  /** A job interrupted by the stop failed in Payload's eyes: made claimable again, as it was. */
  async function handBack(id: JobRow['id']): Promise<void> {
    const job = (await payload.db.findOne({
      collection: JOBS,
      where: { id: { equals: id } },
    })) as JobRow | null
    if (!job || job.completedAt) return
    await payload.db.updateOne({
      collection: JOBS,
      id,
      data: { processing: false, hasError: false, error: null, totalTried: 0 },
      returning: false,
    })
    payload.logger.info({ queue, job: id, msg: 'handed a job back on stop' })
  }

  async function poll(): Promise<void> {
    for (const job of await candidates()) {
      if (isStopping) return
      if (!(await state.claim(leaseKey(job.id), leaseMs))) continue
      await runLeased(job.id)
      return
    }
  }

  // While a part is away (Redis, the database), every poll fails alike: said once, and once more
  // when the queue runs again, not every `pollMs`.
  let isFailing = false
  const timer = setInterval(() => {
    if (current || isStopping) return
    current = poll()
      .then(() => {
        if (isFailing) payload.logger.info({ queue, msg: 'job queue runs again' })
        isFailing = false
      })
      .catch((error: unknown) => {
        if (!isFailing) payload.logger.error({ err: error, queue, msg: 'job queue failed' })
        isFailing = true
      })
      .finally(() => (current = undefined))
  }, pollMs)
  timer.unref()

  return {
    stop: async () => {
      isStopping = true
      clearInterval(timer)
      options.interrupt?.()
      await current
    },
  }
}
