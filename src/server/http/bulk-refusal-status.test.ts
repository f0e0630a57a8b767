import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { collectDocumentRefusals, noteDocumentRefusal } from '../kit/document-refusals'
import { withBulkRefusalStatus } from './bulk-refusal-status'

const config = {
  routes: { api: '/api' },
  collections: [{ slug: 'posts' }, { slug: 'pages' }],
} as unknown as SanitizedConfig

const bulkAnswer = {
  docs: [{ id: 3 }],
  errors: [
    { id: 1, isPublic: true, message: 'Locked.' },
    { id: 2, isPublic: true, message: 'Locked.' },
  ],
  message: 'Unable to update 2 out of 3 Posts.',
}

/** Payload's answer to `method path`, while the request's hooks note `refusals`. */
async function answered(
  refusals: [collection: string, id: number, status: number][],
  options: { method?: string; path?: string; body?: unknown } = {},
) {
  const { method = 'PATCH', path = '/api/posts', body = bulkAnswer } = options
  const { value: response, refusals: noted } = await collectDocumentRefusals(async () => {
    for (const [collection, id, status] of refusals) noteDocumentRefusal(collection, id, status)
    return Response.json(body, { status: 400, headers: { 'X-Kept': 'yes' } })
  })
  const final = await withBulkRefusalStatus({
    config,
    method,
    pathname: path,
    response,
    refusals: noted,
  })
  return { status: final.status, body: (await final.json()) as unknown, headers: final.headers }
}

describe('withBulkRefusalStatus', () => {
  it("answers a bulk write with its refusals' status when every refused document was refused with it", async () => {
    const locked: [string, number, number][] = [
      ['posts', 1, 423],
      ['posts', 2, 423],
    ]
    const patched = await answered(locked)
    expect(patched).toMatchObject({ status: 423, body: bulkAnswer })
    expect(patched.headers.get('X-Kept')).toBe('yes')
    expect((await answered(locked, { method: 'DELETE', path: '/api/posts/' })).status).toBe(423)
  })

  it("keeps Payload's 400 when a refusal was for another reason, another status or another collection", async () => {
    expect((await answered([['posts', 1, 423]])).status).toBe(400)
    expect(
      (
        await answered([
          ['posts', 1, 423],
          ['posts', 2, 403],
        ])
      ).status,
    ).toBe(400)
    expect(
      (
        await answered([
          ['posts', 1, 423],
          ['pages', 2, 423],
        ])
      ).status,
    ).toBe(400)
  })

  it('leaves answers other than a bulk write alone', async () => {
    const locked: [string, number, number][] = [
      ['posts', 1, 423],
      ['posts', 2, 423],
    ]
    expect((await answered(locked, { path: '/api/posts/1' })).status).toBe(400)
    expect((await answered(locked, { method: 'POST' })).status).toBe(400)
    expect((await answered(locked, { body: { errors: [{ message: 'Invalid.' }] } })).status).toBe(
      400,
    )
  })
})
