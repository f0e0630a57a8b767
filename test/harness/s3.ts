import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface RunningS3 {
  /** The environment that points Folio at the bucket. */
  env: Record<string, string>
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>
  stop: () => Promise<void>
}

/** A real S3-compatible server (s3rver) on loopback with one empty bucket, its files in a temp folder. */
export async function startS3(bucket = 'folio-media'): Promise<RunningS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'folio-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver accepts the key pair it is started with; these are its documented defaults.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort()
    },
    stop: async () => {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
