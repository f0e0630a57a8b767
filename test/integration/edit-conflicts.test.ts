import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAdmin, type ApiClient } from '../harness/api-client'
import { databases, startFolio, type DatabaseKind, type RunningFolio } from '../harness/server'

/** The tag the admin sends: the revision it edited. */
const ifMatch = (revision: number) => ({ 'If-Match': `"r${revision}"` })
/** The tag older API clients send: the `updatedAt` of the version edited. */
const ifMatchDate = (updatedAt: string) => ({ 'If-Match': `"${updatedAt}"` })

async function startSignedIn(database: DatabaseKind, env?: Record<string, string>) {
  const folio = await startFolio({ database, env })
  const admin = await signedInAdmin(folio)
  const newDraft = async (title: string) => {
    const { body } = await admin.request('POST', '/posts?draft=true', { title, _status: 'draft' })
    return {
      id: body.doc.id as number,
      revision: body.doc.folioRevision as number,
      updatedAt: body.doc.updatedAt as string,
    }
  }
  return { folio, admin, newDraft }
}

describe.each(databases)('saves that name the version they edited (If-Match) (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let newDraft: Awaited<ReturnType<typeof startSignedIn>>['newDraft']

  beforeAll(async () => {
    ;({ folio, admin, newDraft } = await startSignedIn(database))
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('counts saves: 1 when made, one more on every save of any kind, whatever the client sends', async () => {
    const post = await newDraft('Counted')
    expect(post.revision).toBe(1)
    const path = `/posts/${post.id}`
    const revisions: number[] = []
    for (const [query, body] of [
      ['?draft=true&autosave=true', { title: 'Autosaved', _status: 'draft' }],
      ['?draft=true', { title: 'Draft', _status: 'draft', folioRevision: 99 }],
      ['', { title: 'Published', _status: 'published' }],
    ] as const) {
      const res = await admin.request('PATCH', `${path}${query}`, body)
      expect(res.status).toBe(200)
      revisions.push(res.body.doc.folioRevision)
    }
    expect(revisions).toEqual([2, 3, 4])
    // Restoring an older version is a save too: it moves on, never back to the old number.
    const versions = await admin.get(
      `/posts/versions?where[parent][equals]=${post.id}&sort=createdAt&depth=0&limit=1`,
    )
    const restored = await admin.post(`/posts/versions/${versions.body.docs[0].id}`)
    expect(restored.status).toBe(200)
    const now = await admin.get(`${path}?draft=true&depth=0`)
    expect(now.body.folioRevision).toBe(5)
    expect(now.body.title).toBe('Counted')
  })

  it('saves when the version is still the current one, and refuses with 409 when it is not, writing nothing', async () => {
    const post = await newDraft('Shared draft')
    const mine = await admin.request(
      'PATCH',
      `/posts/${post.id}?draft=true`,
      { title: 'First edit', _status: 'draft' },
      ifMatch(post.revision),
    )
    expect(mine.status).toBe(200)
    expect(mine.body.doc.folioRevision).toBe(post.revision + 1)
    // A second editor still holding the first version.
    const stale = await admin.request(
      'PATCH',
      `/posts/${post.id}?draft=true`,
      { title: 'Stale edit', _status: 'draft' },
      ifMatch(post.revision),
    )
    expect(stale.status).toBe(409)
    expect(stale.body.errors[0].message).toBe(
      'This document was changed by someone else since you opened it. Nothing was saved.',
    )
    expect(stale.body.errors[0].data).toMatchObject({ revision: post.revision + 1 })
    expect((await admin.get(`/posts/${post.id}?draft=true&depth=0`)).body.title).toBe('First edit')
  })

  it('keeps last-writer-wins for clients that send no precondition', async () => {
    const post = await newDraft('No precondition')
    expect(
      (
        await admin.request('PATCH', `/posts/${post.id}?draft=true`, {
          title: 'One',
          _status: 'draft',
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await admin.request('PATCH', `/posts/${post.id}?draft=true`, {
          title: 'Two',
          _status: 'draft',
        })
      ).status,
    ).toBe(200)
    expect((await admin.get(`/posts/${post.id}?draft=true&depth=0`)).body.title).toBe('Two')
  })

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    for (let round = 0; round < 5; round++) {
      const post = await newDraft(`Race ${round}`)
      const [a, b] = await Promise.all(
        ['A', 'B'].map((who) =>
          admin.request(
            'PATCH',
            `/posts/${post.id}?draft=true&autosave=true`,
            { title: `Race ${round} by ${who}`, _status: 'draft' },
            ifMatch(post.revision),
          ),
        ),
      )
      expect([a!.status, b!.status].sort()).toEqual([200, 409])
      const winner = a!.status === 200 ? 'A' : 'B'
      expect((await admin.get(`/posts/${post.id}?draft=true&depth=0`)).body.title).toBe(
        `Race ${round} by ${winner}`,
      )
    }
  })

  it('follows its own autosaves: each answer is the version the next one names', async () => {
    const draft = await newDraft('Autosaved in a row')
    const { id } = draft
    let { revision } = draft
    for (let i = 1; i <= 3; i++) {
      const res = await admin.request(
        'PATCH',
        `/posts/${id}?draft=true&autosave=true`,
        { title: `Autosave ${i}`, _status: 'draft' },
        ifMatch(revision),
      )
      expect(res.status).toBe(200)
      revision = res.body.doc.folioRevision
    }
    expect(revision).toBe(4)
  })

  it('guards globals too', async () => {
    const zero = await admin.request('POST', '/globals/settings', { siteName: 'Site zero' })
    const seen = zero.body.result.folioRevision as number
    const first = await admin.request(
      'POST',
      '/globals/settings',
      { siteName: 'Site one' },
      ifMatch(seen),
    )
    expect(first.status).toBe(200)
    expect(first.body.result.folioRevision).toBe(seen + 1)
    const stale = await admin.request(
      'POST',
      '/globals/settings',
      { siteName: 'Site stale' },
      ifMatch(seen),
    )
    expect(stale.status).toBe(409)
    expect((await admin.get('/globals/settings?depth=0')).body.siteName).toBe('Site one')
  })

  it('still takes the updatedAt of the version edited from API clients', async () => {
    const post = await newDraft('Dated')
    // The draft as read: its updatedAt is its version's (the create answer's is the document's).
    const { updatedAt } = (await admin.get(`/posts/${post.id}?draft=true&depth=0`)).body
    const mine = await admin.request(
      'PATCH',
      `/posts/${post.id}?draft=true`,
      { title: 'Dated edit', _status: 'draft' },
      ifMatchDate(updatedAt),
    )
    expect(mine.status).toBe(200)
    const stale = await admin.request(
      'PATCH',
      `/posts/${post.id}?draft=true`,
      { title: 'Dated stale', _status: 'draft' },
      ifMatchDate(updatedAt),
    )
    expect(stale.status).toBe(409)
  })

  it('answers 400 for a malformed precondition and speaks German', async () => {
    const post = await newDraft('Malformed')
    for (const tag of ['yesterday', '"r-1"', 'r1', `"r${'9'.repeat(20)}"`]) {
      const bad = await admin.request(
        'PATCH',
        `/posts/${post.id}?draft=true`,
        { title: 'x', _status: 'draft' },
        { 'If-Match': tag },
      )
      expect(bad.status, tag).toBe(400)
    }
    const german = await admin.request(
      'PATCH',
      `/posts/${post.id}?draft=true`,
      { title: 'Veraltet', _status: 'draft' },
      { ...ifMatch(post.revision + 7), 'Accept-Language': 'de' },
    )
    expect(german.status).toBe(409)
    expect(german.body.errors[0].message).toBe(
      'Dieses Dokument wurde seit dem Öffnen von jemand anderem geändert. Es wurde nichts gespeichert.',
    )
  })
})

describe.each(databases)('a server whose clock stands still (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    const clock = fileURLToPath(new URL('../harness/clock-stands-still.mjs', import.meta.url))
    ;({ folio, admin } = await startSignedIn(database, {
      NODE_OPTIONS: `--import ${clock}`,
    }))
  })
  afterAll(async () => {
    await folio?.stop()
  })

  // Two saves in the same millisecond (or on two machines whose clocks disagree) carry the same
  // updatedAt: a tag by date cannot tell them apart, the revision can.
  it('still refuses a stale save: the revision moves when the clock does not', async () => {
    const made = await admin.post('/categories', { name: 'Timeless', slug: 'timeless' })
    const { id, folioRevision: revision, updatedAt } = made.body.doc
    const theirs = await admin.request(
      'PATCH',
      `/categories/${id}`,
      { name: 'Their name' },
      ifMatch(revision),
    )
    expect(theirs.status).toBe(200)
    expect(theirs.body.doc.updatedAt).toBe(updatedAt)
    // By date, the stale save would have gone through and overwritten theirs.
    const mine = await admin.request(
      'PATCH',
      `/categories/${id}`,
      { name: 'My stale name' },
      ifMatch(revision),
    )
    expect(mine.status).toBe(409)
    expect((await admin.get(`/categories/${id}?depth=0`)).body.name).toBe('Their name')
  })

  // Payload takes a document's latest draft to be its version with the latest time: each version
  // gets a time after the one before, so the newest draft stays the one read and compared.
  it('keeps drafts in the order they were saved, and refuses a stale save of a draft', async () => {
    const { body } = await admin.request('POST', '/posts?draft=true', {
      title: 'Draft zero',
      _status: 'draft',
    })
    const { id, folioRevision: first } = body.doc
    let revision = first as number
    for (const [i, query] of [
      '?draft=true',
      '?draft=true&autosave=true',
      '?draft=true',
    ].entries()) {
      const res = await admin.request(
        'PATCH',
        `/posts/${id}${query}`,
        { title: `Draft ${i + 1}`, _status: 'draft' },
        ifMatch(revision),
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      revision = res.body.doc.folioRevision
      const read = await admin.get(`/posts/${id}?draft=true&depth=0`)
      expect([read.body.title, read.body.folioRevision]).toEqual([`Draft ${i + 1}`, revision])
    }
    const stale = await admin.request(
      'PATCH',
      `/posts/${id}?draft=true`,
      { title: 'Stale draft', _status: 'draft' },
      ifMatch(first),
    )
    expect(stale.status).toBe(409)
    expect((await admin.get(`/posts/${id}?draft=true&depth=0`)).body.title).toBe('Draft 3')
  })
})
