import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAdmin, type ApiClient } from '../harness/api-client'
import { startFolioWithS3, stopFolioWithS3 } from '../harness/folio-with-s3'
import type { RunningS3 } from '../harness/s3'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const REFUSED_EN =
  'References to stored files are not accepted: send the file itself in the file field.'
const REFUSED_DE =
  'Verweise auf gespeicherte Dateien werden nicht angenommen: Senden Sie die Datei selbst im Feld file.'

const png = (width: number, height: number, background = '#2255aa') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

/** A multipart body whose `file` is a text field (a name or a JSON reference), not a file part. */
function referenceForm(file: string, data: Record<string, unknown> = { alt: 'copy' }): FormData {
  const body = new FormData()
  body.append('file', file)
  body.append('_payload', JSON.stringify(data))
  return body
}

function uploadForm(file: Buffer, filename: string): FormData {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), filename)
  body.append('_payload', JSON.stringify({ alt: 'own' }))
  return body
}

/** Every shape of `file` Payload would take as a reference to a stored file named `filename`. */
const references = (filename: string) => [
  JSON.stringify({ filename, mimeType: 'image/png', size: 100 }),
  JSON.stringify({ filename, clientUploadContext: { signedReceipt: 'forged.signature' } }),
  JSON.stringify(filename),
  filename,
  'null',
  '42',
]

const firstMessage = (body: any): string | undefined => body?.errors?.[0]?.message

/** The create, update, bulk update and duplicate of `id` with `file` as text: each answer's status and message. */
async function refusals(admin: ApiClient, id: number | string, file: string) {
  const answers = [
    await admin.request('POST', '/media', referenceForm(file)),
    await admin.request('PATCH', `/media/${id}`, referenceForm(file)),
    await admin.request('PATCH', `/media?where[id][equals]=${id}`, referenceForm(file)),
    await admin.request('POST', `/media/${id}/duplicate`, referenceForm(file)),
  ]
  return answers.map((res) => [res.status, firstMessage(res.body)])
}

describe.each(databases)('an upload names a stored file instead of sending it (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  const storedFiles = () => {
    const dir = path.join(folio.dataDir, 'media')
    return existsSync(dir) ? readdirSync(dir).sort() : []
  }

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses a text `file` on create, update, bulk update and duplicate with 400: nothing stored, the document unchanged', async () => {
    const created = await admin.request('POST', '/media', uploadForm(await png(60, 40), 'own.png'))
    expect(created.status).toBe(201)
    const { id, filename } = created.body.doc as { id: number; filename: string }
    const filesBefore = storedFiles()
    for (const file of [...references(filename), ...references('../../folio.db')]) {
      expect(await refusals(admin, id, file), file).toEqual(Array(4).fill([400, REFUSED_EN]))
    }
    const german = await admin.request('POST', '/media', referenceForm(filename), {
      'Accept-Language': 'de',
    })
    expect([german.status, firstMessage(german.body)]).toEqual([400, REFUSED_DE])

    expect((await admin.get('/media?limit=1')).body.totalDocs).toBe(1)
    const stored = (await admin.get(`/media/${id}`)).body
    expect([stored.alt, stored.filename, stored.width]).toEqual(['own', filename, 60])
    expect(storedFiles()).toEqual(filesBefore)
  })

  it('still takes the file itself, and still duplicates and refocuses from the stored file', async () => {
    const created = await admin.request('POST', '/media', uploadForm(await png(300, 200), 'a.png'))
    expect(created.status).toBe(201)
    const { id } = created.body.doc as { id: number }
    const replaced = await admin.request(
      'PATCH',
      `/media/${id}`,
      uploadForm(await png(90, 30), 'b.png'),
    )
    expect([replaced.status, replaced.body.doc?.width]).toEqual([200, 90])
    const copy = await admin.post(`/media/${id}/duplicate`, {})
    expect(copy.status, JSON.stringify(copy.body)).toBe(200)
    expect(storedFiles()).toContain(copy.body.doc.filename)
    const refocused = await admin.patch(
      `/media/${id}?uploadEdits[focalPoint][x]=90&uploadEdits[focalPoint][y]=90`,
      { focalX: 90, focalY: 90 },
    )
    expect(refocused.status, JSON.stringify(refocused.body)).toBe(200)
  })
})

// Storage does not depend on the database: SQLite only. Payload asks the bucket's file handler for
// a named file without the document's read access; the objects must stay where they are.
describe('an upload names a stored file in S3-compatible storage (S3_BUCKET)', () => {
  let s3: RunningS3
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    ;({ s3, folio, admin } = await startFolioWithS3())
  })
  afterAll(() => stopFolioWithS3({ s3, folio }))

  it('copies no object of the bucket, a document’s or one no document names, into a document', async () => {
    const created = await admin.request('POST', '/media', uploadForm(await png(60, 40), 'own.png'))
    expect(created.status).toBe(201)
    const { id, filename } = created.body.doc as { id: number; filename: string }
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION,
      forcePathStyle: true,
      credentials: {
        accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
      },
    })
    await client.send(
      new PutObjectCommand({
        Bucket: s3.env.S3_BUCKET,
        Key: 'media/unlisted.png',
        Body: await png(77, 11, '#ff0000'),
        ContentType: 'image/png',
      }),
    )
    client.destroy()
    const keysBefore = await s3.keys()

    for (const file of [...references(filename), ...references('unlisted.png')]) {
      expect(await refusals(admin, id, file), file).toEqual(Array(4).fill([400, REFUSED_EN]))
    }
    expect(await s3.keys()).toEqual(keysBefore)
    expect((await admin.get('/media?limit=1')).body.totalDocs).toBe(1)
    const stored = (await admin.get(`/media/${id}`)).body
    expect([stored.filename, stored.width, stored.height]).toEqual([filename, 60, 40])
  })
})
