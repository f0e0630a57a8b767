import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { rowsWithoutLocales, runSql } from '../harness/locale-rows'
import { databases, restartFolio, startFolio, type RunningFolio } from '../harness/server'

describe.each(databases)('the start-up check for lost localized values (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    await admin.post('/users/first-register', {
      email: 'admin@check.test',
      password: 'Admin-pass-123',
      confirmPassword: 'Admin-pass-123',
    })
    await admin.login('admin@check.test', 'Admin-pass-123')
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('reports a version without localized values and refills the latest version from the newest whole one', async () => {
    const created = await admin.request('POST', '/posts?draft=true', {
      title: 'First whole draft',
      excerpt: 'First excerpt',
      _status: 'draft',
    })
    const id = created.body.doc.id
    expect(
      (
        await admin.request('PATCH', `/posts/${id}?draft=true`, {
          title: 'Second draft',
          excerpt: 'Second excerpt',
          _status: 'draft',
        })
      ).status,
    ).toBe(200)
    process.kill(folio.pid, 'SIGKILL')
    await folio.exited
    // What a crash between the delete and the insert of a version's localized values left behind.
    await runSql(
      folio,
      `DELETE FROM _posts_v_locales WHERE _parent_id = (SELECT id FROM _posts_v WHERE parent_id = ${id} AND latest = true)`,
    )
    expect(await rowsWithoutLocales(folio, '_posts_v')).toBe(1)

    folio = await restartFolio(folio)
    expect(folio.logs()).toMatch(
      /start-up check: 1 row\(s\) of _posts_v have no localized values .*; 1 document\(s\) refilled from their newest whole version/,
    )
    const { body } = await admin.get(`/posts/${id}?draft=true&depth=0`)
    expect(body.title).toBe('First whole draft')
    expect(body.excerpt).toBe('First excerpt')
    expect(await rowsWithoutLocales(folio, '_posts_v')).toBe(0)
  })
})
