import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAdmin, type ApiClient } from '../harness/api-client'
import { composeUnavailable, composeUp, type RunningCompose } from '../harness/compose'
import { uploadForm } from '../harness/images'
import { createUpload, encodersOf, makeVideo, putFile, waitForStatus } from '../harness/videos'

// deploy/compose.yaml as people start it, but without Docker (this machine has no Docker engine):
// each service in a network namespace of its own, the images stood in for by the same programs
// from Debian's packages and the Dockerfile's last stage laid out from this build (test/harness/compose.ts).
const unavailable = composeUnavailable()
if (unavailable) console.log(`deploy-compose.test.ts skipped: ${unavailable}`)

describe.skipIf(unavailable)('deploy/compose.yaml, run without Docker', () => {
  let compose: RunningCompose
  let balancer: string
  let admin: ApiClient
  const serverURL = 'http://folio.localhost:8080'
  const work = mkdtempSync(path.join(tmpdir(), 'folio-compose-test-'))

  beforeAll(async () => {
    compose = await composeUp('deploy/compose.yaml')
    balancer = compose.published('caddy', 8080)
    // Caddy sends requests only to instances its health check found ready.
    await eventually(async () => (await fetch(`${balancer}/api/ready`)).status === 200)
  }, 400_000)

  afterAll(async () => {
    if (process.env.COMPOSE_DEBUG && compose)
      for (const name of ['folio-1', 'folio-2', 'caddy']) console.log(name, compose.logs(name))
    await compose?.down()
    rmSync(work, { recursive: true, force: true })
  }, 60_000)

  it('is a compose file Docker Compose accepts', () => {
    const checked = spawnSync(
      'docker-compose',
      ['-f', 'deploy/compose.yaml', 'config', '--quiet'],
      {
        encoding: 'utf8',
      },
    )
    expect(checked.stderr).toBe('')
    expect(checked.status).toBe(0)
  })

  it('starts both instances on the shared database, each passing its own healthcheck', () => {
    expect(compose.isHealthy('folio-1')).toBe(true)
    expect(compose.isHealthy('folio-2')).toBe(true)
    expect(compose.isHealthy('postgres')).toBe(true)
    expect(compose.isHealthy('redis')).toBe(true)
  })

  it('signs up the first admin through the balancer, whose session works on both instances', async () => {
    admin = await signedInAdmin({ url: balancer, origin: serverURL })
    for (const instance of ['folio-1', 'folio-2']) {
      const me = await fetch(`http://${compose.addressOf(instance)}:3000/api/users/me`, {
        headers: { Cookie: admin.cookieHeader(), Origin: serverURL },
      })
      expect((await me.json()).user?.email).toBe('admin@example.com')
    }
  })

  it('keeps an upload in the MinIO bucket, and Caddy serves it from both instances in turn', async () => {
    // Random pixels do not compress: the file is as large on the wire as on disk.
    const side = 160
    const image = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png()
      .toBuffer()
    const created = await admin.request('POST', '/media', uploadForm(image, 'compose.png'))
    expect(created.status).toBe(201)
    const filename = created.body.doc.filename as string
    expect(await compose.bucketKeys('folio')).toContain(`media/${filename}`)

    const sentBefore = ['folio-1', 'folio-2'].map(compose.bytesSent)
    for (let i = 0; i < 8; i++) {
      const served = await fetch(`${balancer}/api/media/file/${encodeURIComponent(filename)}`, {
        headers: { Cookie: admin.cookieHeader(), 'Accept-Encoding': 'identity' },
      })
      expect(served.status).toBe(200)
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
    }
    // Round robin: each instance sent about half of the eight copies.
    const sent = ['folio-1', 'folio-2'].map((name, i) => compose.bytesSent(name) - sentBefore[i]!)
    for (const bytes of sent) expect(bytes).toBeGreaterThan(2 * image.length)
  })

  it('encodes a video uploaded through the balancer once, and serves it from both instances', async () => {
    const { videoId, signedUrl } = await createUpload(admin, 'Compose')
    // The signed URL names SERVER_URL (Caddy inside the network): the host reaches Caddy here.
    const { pathname, search } = new URL(signedUrl)
    const video = makeVideo(work, 'compose.mp4', 2)
    expect((await putFile(`${balancer}${pathname}${search}`, video)).status).toBe(200)
    const done = await waitForStatus(admin, videoId, ['COMPLETE', 'ERROR'])
    expect(done.status, done.error ?? '').toBe('COMPLETE')
    const instances = ['folio-1', 'folio-2']
    const encoders = await encodersOf(
      videoId,
      new Map(instances.map((name) => [name, () => compose.logs(name)])),
    )
    expect(encoders).toHaveLength(1)
    const master = new URL(
      (await admin.get(`/video/videos/${videoId}?depth=0`)).body.src.abr.url as string,
    )
    for (const instance of instances) {
      const res = await fetch(`http://${compose.addressOf(instance)}:3000${master.pathname}`)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('#EXT-X-STREAM-INF')
    }
  }, 120_000)

  it('keeps answering through the balancer when an instance stops', async () => {
    await compose.stop('folio-1')
    expect(compose.isHealthy('folio-1')).toBe(false)
    // Caddy's health check (every 5 s) takes the stopped instance out of the rotation.
    await eventually(async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => admin.get('/users/me').then((r) => r.status)),
      )
      return answers.every((status) => status === 200)
    })
    const me = await admin.get('/users/me')
    expect(me.body.user?.email).toBe('admin@example.com')
  }, 90_000)
})

async function eventually(check: () => Promise<boolean>, timeout = 60_000): Promise<void> {
  const end = Date.now() + timeout
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 500))
  }
}
