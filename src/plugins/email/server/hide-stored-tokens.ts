import type { Payload } from 'payload'
import { OUTBOX_SLUG } from '../shared'
import { maskTokens } from './mask-tokens'

const PARTS = ['subject', 'text', 'html'] as const
const PAGE_SIZE = 100

/**
 * Messages stored before link tokens were hidden (an older Folio, or FOLIO_OUTBOX_KEEP_LINKS
 * switched off since) get them hidden at start, so no working link stays readable in the outbox.
 */
export async function hideStoredTokens(payload: Payload): Promise<void> {
  let hidden = 0
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: OUTBOX_SLUG,
      limit: PAGE_SIZE,
      page,
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs as Array<Record<string, unknown> & { id: string | number }>) {
      const masked: Record<string, string> = {}
      for (const part of PARTS) {
        const value = doc[part]
        if (typeof value === 'string' && maskTokens(value) !== value)
          masked[part] = maskTokens(value)
      }
      if (Object.keys(masked).length === 0) continue
      await payload.update({
        collection: OUTBOX_SLUG,
        id: doc.id,
        data: masked,
        overrideAccess: true,
      })
      hidden++
    }
    if (!hasNextPage) break
  }
  if (hidden > 0) payload.logger.info(`outbox: hid the link tokens of ${hidden} stored messages`)
}
