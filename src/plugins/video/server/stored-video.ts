import type { Payload } from 'payload'
import { videoCollectionSlugs, type VideoStatus, type VideoVisibility } from '../shared'

/** A video's record with its hidden fields, as the local service reads it. */
export interface StoredVideo {
  id: string | number
  status?: VideoStatus
  visibility?: VideoVisibility
  mimeType?: string
  uploadNonce?: string | null
}

/** The record of video `id`, or undefined (no such video, or not an id). */
export async function storedVideo(
  payload: Payload,
  namespace: string,
  id: string,
): Promise<StoredVideo | undefined> {
  if (!/^[\w-]{1,64}$/.test(id)) return undefined
  try {
    return (await payload.findByID({
      collection: videoCollectionSlugs(namespace).videos,
      id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })) as unknown as StoredVideo
  } catch {
    return undefined
  }
}
