import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { clusterUnavailable, startCluster, type RunningCluster } from '../harness/cluster'
import { startInstanceOf, type RunningFolio } from '../harness/server'
import {
  createUpload,
  encodersOf,
  logLinesAbout,
  makeVideo,
  putFile,
  waitForStatus,
} from '../harness/videos'

const unavailable = clusterUnavailable()
if (unavailable) console.warn(`scale-out video tests not run: ${unavailable}`)

const work = mkdtempSync(path.join(tmpdir(), 'folio-cluster-video-'))

/**
 * The first instance only answers requests (FOLIO_RUN_JOBS=false) and receives every upload; the
 * others run the encoding queue, so a job always runs on an instance that did not receive its file.
 */
describe.skipIf(unavailable)('video encoding on several instances', () => {
  let cluster: RunningCluster
  let web: RunningFolio
  let workers: RunningFolio[]
  let admin: ApiClient
  /** The admin's session, through another instance. */
  const through = (instance: RunningFolio) => {
    const client = new ApiClient(instance.url, web.url)
    client['cookies'] = admin['cookies']
    return client
  }
  const encodings = (videoId: string, instances: RunningFolio[]) =>
    encodersOf(videoId, new Map(instances.map((instance) => [instance, () => instance.logs()])))
  /** The worker whose disk holds the video's encoder output: the one encoding it. */
  async function encodingWorker(videoId: string): Promise<RunningFolio> {
    for (let i = 0; i < 400; i++) {
      const found = workers.find((w) =>
        existsSync(path.join(w.dataDir, 'video', 'uploads', videoId, 'encoded')),
      )
      if (found) return found
      await new Promise((r) => setTimeout(r, 25))
    }
    throw new Error(`no instance started encoding ${videoId}`)
  }
  async function upload(title: string, seconds: number): Promise<string> {
    const { videoId, signedUrl } = await createUpload(admin, title)
    const put = await putFile(signedUrl, makeVideo(work, `${videoId}.mp4`, seconds))
    // On a failure, what the receiving instance logged says why.
    expect(put.status, `${put.body}\n${web.logs().slice(-4000)}`).toBe(200)
    return videoId
  }

  beforeAll(async () => {
    cluster = await startCluster({
      instances: 1,
      env: { FOLIO_RUN_JOBS: 'false', FOLIO_JOB_LEASE_SECONDS: '3' },
    })
    web = cluster.instances[0]!
    workers = []
    for (let i = 0; i < 2; i++) {
      const worker = await startInstanceOf(web, { FOLIO_RUN_JOBS: 'true' })
      cluster.instances.push(worker)
      workers.push(worker)
    }
    admin = await signedInAdmin(web)
  }, 180_000)
  afterAll(async () => {
    await cluster?.stop()
    rmSync(work, { recursive: true, force: true })
  })

  it('encodes each video uploaded through one instance exactly once, and serves it from every instance', async () => {
    const ids = await Promise.all(['One', 'Two', 'Three'].map((title) => upload(title, 2)))
    for (const id of ids) {
      const done = await waitForStatus(through(workers[0]!), id, ['COMPLETE', 'ERROR'])
      expect(done.status, done.error ?? '').toBe('COMPLETE')
    }
    for (const id of ids) {
      expect(await encodings(id, cluster.instances)).toHaveLength(1)
      const master = new URL(
        (await admin.get(`/video/videos/${id}?depth=0`)).body.src.abr.url as string,
      )
      for (const instance of cluster.instances) {
        const res = await fetch(`${instance.url}${master.pathname}`)
        expect(res.status).toBe(200)
        expect(await res.text()).toContain('#EXT-X-STREAM-INF')
      }
    }
  }, 120_000)

  it('hands a running job back on SIGTERM: another instance encodes the video', async () => {
    const id = await upload('Handed back', 6)
    const stopped = await encodingWorker(id)
    process.kill(stopped.pid, 'SIGTERM')
    expect(await stopped.exited).toBe(0)
    expect(stopped.logs()).toContain('handed a job back on stop')
    const other = workers.find((w) => w !== stopped)!
    const done = await waitForStatus(through(other), id, ['COMPLETE', 'ERROR'])
    expect(done.status, done.error ?? '').toBe('COMPLETE')
    const about = (w: RunningFolio) => logLinesAbout(id, w.logs()).join('\n')
    expect(
      await encodings(id, [other]),
      `stopped:\n${about(stopped)}\nother:\n${about(other)}`,
    ).toHaveLength(1)
    workers = [other]
  }, 120_000)

  it('takes over the job of an instance killed mid-encode once its lease expires', async () => {
    const spare = await startInstanceOf(web, { FOLIO_RUN_JOBS: 'true' })
    cluster.instances.push(spare)
    workers.push(spare)
    const id = await upload('Killed', 6)
    const killed = await encodingWorker(id)
    process.kill(killed.pid, 'SIGKILL')
    await killed.exited
    const survivor = workers.find((w) => w !== killed)!
    const done = await waitForStatus(through(survivor), id, ['COMPLETE', 'ERROR'])
    expect(done.status, done.error ?? '').toBe('COMPLETE')
    expect(await encodings(id, [survivor])).toHaveLength(1)
  }, 120_000)
})
