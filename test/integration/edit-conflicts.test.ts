import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const ifMatch = (updatedAt: string) => ({ 'If-Match': `"${updatedAt}"` })

describe.each(databases)('saves that name the version they edited (If-Match) (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    await admin.post('/users/first-register', {
      email: 'admin@conflicts.test',
      password: 'Admin-pass-123',
      confirmPassword: 'Admin-pass-123',
    })
    await admin.login('admin@conflicts.test', 'Admin-pass-123')
  })
  afterAll(async () => {
    await folio?.stop()
  })

  async function newDraft(title: string) {
    const { body } = await admin.request('POST', '/posts?draft=true', { title, _status: 'draft' })
    return { id: body.doc.id as number, updatedAt: body.doc.updatedAt as string }
  }

  it('saves when the version is still the current one, and refuses with 409 when it is not, writing nothing', async () => {
    const post = await newDraft('Shared draft')
    const mine = await admin.request(
      'PATCH',
      `/posts/${post.id}?draft=true`,
      { title: 'First edit', _status: 'draft' },
      ifMatch(post.updatedAt),
    )
    expect(mine.status).toBe(200)
    expect(mine.body.doc.updatedAt).not.toBe(post.updatedAt)
    // A second editor still holding the first version.
    const stale = await admin.request(
      'PATCH',
      `/posts/${post.id}?draft=true`,
      { title: 'Stale edit', _status: 'draft' },
      ifMatch(post.updatedAt),
    )
    expect(stale.status).toBe(409)
    expect(stale.body.errors[0].message).toBe(
      'This document was changed by someone else since you opened it. Nothing was saved.',
    )
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
            ifMatch(post.updatedAt),
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
    let { updatedAt } = draft
    for (let i = 1; i <= 3; i++) {
      const res = await admin.request(
        'PATCH',
        `/posts/${id}?draft=true&autosave=true`,
        { title: `Autosave ${i}`, _status: 'draft' },
        ifMatch(updatedAt),
      )
      expect(res.status).toBe(200)
      updatedAt = res.body.doc.updatedAt
    }
  })

  it('guards globals too', async () => {
    const zero = await admin.request('POST', '/globals/settings', { siteName: 'Site zero' })
    const seen = zero.body.result.updatedAt as string
    const first = await admin.request(
      'POST',
      '/globals/settings',
      { siteName: 'Site one' },
      ifMatch(seen),
    )
    expect(first.status).toBe(200)
    const stale = await admin.request(
      'POST',
      '/globals/settings',
      { siteName: 'Site stale' },
      ifMatch(seen),
    )
    expect(stale.status).toBe(409)
    expect((await admin.get('/globals/settings?depth=0')).body.siteName).toBe('Site one')
  })

  it('answers 400 for a malformed precondition and speaks German', async () => {
    const post = await newDraft('Malformed')
    const bad = await admin.request(
      'PATCH',
      `/posts/${post.id}?draft=true`,
      { title: 'x', _status: 'draft' },
      { 'If-Match': 'yesterday' },
    )
    expect(bad.status).toBe(400)
    const german = await admin.request(
      'PATCH',
      `/posts/${post.id}?draft=true`,
      { title: 'Veraltet', _status: 'draft' },
      { ...ifMatch('2000-01-01T00:00:00.000Z'), 'Accept-Language': 'de' },
    )
    expect(german.status).toBe(409)
    expect(german.body.errors[0].message).toBe(
      'Dieses Dokument wurde seit dem Öffnen von jemand anderem geändert. Es wurde nichts gespeichert.',
    )
  })
})
