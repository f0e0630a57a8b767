import type { CollectionPopulationRequestHandler } from '@payloadcms/live-preview'
import { isRecord, type Id } from './documents'

/**
 * How `useLivePreview` turns the admin's unsaved data into the populated document: the request
 * `@payloadcms/live-preview` makes itself (POST with `X-Payload-HTTP-Method-Override: GET`,
 * docs/live-preview.md), with three guards its own handler lacks:
 * - an error answer (a session that ended, a value the server refuses) keeps the document shown
 *   instead of showing the error's JSON as the document;
 * - an answer that arrives after a newer one (typing outruns the server) is dropped;
 * - data of another document (this page was opened from a link inside the preview, the admin
 *   still edits the first one) leaves this one as it is.
 * Each call answers with the document to show.
 */
export function guardedRequestHandler(
  target: { collection: string; id: Id },
  initialData: Record<string, unknown>,
): CollectionPopulationRequestHandler {
  let asked = 0
  let answered = 0
  let shown: Record<string, unknown> = initialData
  const answer = () =>
    new Response(JSON.stringify(shown), { headers: { 'Content-Type': 'application/json' } })

  return async ({ apiPath, data, endpoint, serverURL }) => {
    const incomingId = isRecord(data.data) ? data.data.id : undefined
    const isThisDocument =
      endpoint === encodeURI(`${target.collection}/${target.id}`) &&
      (incomingId === undefined || String(incomingId) === String(target.id))
    if (!isThisDocument) return answer()
    const turn = ++asked
    try {
      const response = await fetch(`${serverURL}${apiPath}/${endpoint}`, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          'X-Payload-HTTP-Method-Override': 'GET',
        },
        body: JSON.stringify(data),
      })
      const doc: unknown = response.ok ? await response.json() : undefined
      if (isRecord(doc) && turn > answered) {
        answered = turn
        shown = doc
      }
    } catch {
      // Offline, or the server restarting: the document shown stays until the next change.
    }
    return answer()
  }
}
