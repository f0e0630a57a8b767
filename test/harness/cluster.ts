import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { startS3, type RunningS3 } from './s3'
import { startFolio, startInstanceOf, type RunningFolio } from './server'

export interface RunningCluster {
  /** The instances, all on one PostgreSQL database, one Redis prefix and one bucket. */
  instances: RunningFolio[]
  s3: RunningS3
  /** The Redis key prefix the instances share (REDIS_KEY_PREFIX); undefined without Redis. */
  redisPrefix?: string
  stop: () => Promise<void>
}

/** Why a cluster cannot start here (no PostgreSQL, or no Redis when it needs it), or undefined. */
export function clusterUnavailable(options: { redis?: boolean } = {}): string | undefined {
  if (!process.env.TEST_DATABASE_URL)
    return 'TEST_DATABASE_URL is not set (several instances need PostgreSQL)'
  if (options.redis !== false && !process.env.TEST_REDIS_URL)
    return 'TEST_REDIS_URL is not set (several instances share Redis)'
  return undefined
}

/**
 * Folio as several instances behind a load balancer: the first starts (and migrates) the database,
 * the others join it one after another. They share PostgreSQL, Redis (`REDIS_URL`, a fresh key
 * prefix; with `redis: false`, none: the shared state is in the database) and an S3 bucket; each has
 * its own port and data folder. They trust the proxy's `X-Forwarded-For`, so a test can act as
 * several client addresses.
 */
export async function startCluster(
  options: { instances?: number; env?: Record<string, string>; redis?: boolean } = {},
): Promise<RunningCluster> {
  const s3 = await startS3()
  const redisPrefix =
    options.redis === false ? undefined : `folio-cluster-${randomBytes(5).toString('hex')}:`
  const instances: RunningFolio[] = []
  const stop = async () => {
    for (const instance of instances.slice(1).reverse()) await instance.stop()
    await instances[0]?.stop()
    await s3.stop()
    if (!redisPrefix) return
    const redis = new Redis(process.env.TEST_REDIS_URL!)
    const keys = await redis.keys(`${redisPrefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  }
  try {
    const first = await startFolio({
      database: 'postgres',
      env: {
        ...s3.env,
        ...(redisPrefix
          ? { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: redisPrefix }
          : { REDIS_URL: '' }),
        FOLIO_TRUST_PROXY: 'true',
        ...options.env,
      },
    })
    instances.push(first)
    for (let i = 1; i < (options.instances ?? 2); i++) instances.push(await startInstanceOf(first))
    return { instances, s3, redisPrefix, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
