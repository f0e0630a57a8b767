import { signedInAdmin, type ApiClient } from './api-client'
import { startS3, type RunningS3 } from './s3'
import { startFolio, type RunningFolio } from './server'

export interface FolioWithS3 {
  s3: RunningS3
  folio: RunningFolio
  admin: ApiClient
}

/** A Folio (SQLite) that keeps its files in a fresh s3rver bucket (`S3_BUCKET`), its admin signed in. */
export async function startFolioWithS3(): Promise<FolioWithS3> {
  const s3 = await startS3()
  try {
    const folio = await startFolio({ env: s3.env })
    return { s3, folio, admin: await signedInAdmin(folio) }
  } catch (error) {
    await s3.stop()
    throw error
  }
}

/** Stops the server, then the bucket; prints the server's log first when `S3_DEBUG` is set. */
export async function stopFolioWithS3(running: Partial<FolioWithS3>): Promise<void> {
  if (process.env.S3_DEBUG && running.folio) console.log(running.folio.logs())
  await running.folio?.stop()
  await running.s3?.stop()
}
