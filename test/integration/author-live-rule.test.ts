import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { holdRow } from '../harness/row-hold'
import { databases, startFolio, type RunningFolio } from '../harness/server'

/**
 * Authors never change what is live: on every write path an author may write drafts (versions
 * saved with `draft=true`) of any document and create drafts, but a published document's live row
 * (its title, its status, anything) stays as it was; editors and admins may take the same path.
 */
const COLLECTIONS = ['posts', 'pages'] as const
type Collection = (typeof COLLECTIONS)[number]
const PUBLISHERS = ['editor', 'admin'] as const
type Role = 'admin' | 'editor' | 'author'
const PASSWORD = 'Role-pass-123'

describe.each(databases)('authors never change what is live (%s)', (database) => {
  let folio: RunningFolio
  const as = {} as Record<Role, ApiClient>
  let serial = 0

  beforeAll(async () => {
    folio = await startFolio({ database })
    as.admin = new ApiClient(folio.url)
    expect(
      (
        await as.admin.post('/users/first-register', {
          email: 'admin@live.test',
          password: PASSWORD,
        })
      ).status,
    ).toBe(200)
    expect((await as.admin.login('admin@live.test', PASSWORD)).status).toBe(200)
    for (const role of ['editor', 'author'] as const) {
      const email = `${role}@live.test`
      expect((await as.admin.post('/users', { email, password: PASSWORD, role })).status).toBe(201)
      as[role] = new ApiClient(folio.url)
      expect((await as[role].login(email, PASSWORD)).status).toBe(200)
    }
  })
  afterAll(async () => {
    await folio?.stop()
  })

  /** The fields a new document needs (pages have a unique slug). */
  function fields(collection: Collection, title: string): Record<string, unknown> {
    serial += 1
    return collection === 'pages' ? { title, slug: `live-${serial}` } : { title }
  }

  /** What a copy needs of its own (a page's slug is unique). */
  function copyFields(collection: Collection): Record<string, unknown> {
    serial += 1
    return collection === 'pages' ? { slug: `copy-${serial}` } : {}
  }

  /** A document an admin has published; its id and live title. */
  async function publishedDoc(collection: Collection, title = 'Live title') {
    const created = await as.admin.post(`/${collection}`, {
      ...fields(collection, title),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    expect(created.body.doc._status).toBe('published')
    return { id: created.body.doc.id as number | string, title }
  }

  /** The live row as an admin reads it now (no draft). */
  async function liveRow(collection: Collection, id: number | string) {
    const read = await as.admin.get(`/${collection}/${id}?depth=0`)
    expect(read.status).toBe(200)
    return read.body as { title: string; _status: string }
  }

  async function expectStillLive(
    collection: Collection,
    doc: { id: number | string; title: string },
  ) {
    expect(await liveRow(collection, doc.id)).toMatchObject({
      title: doc.title,
      _status: 'published',
    })
  }

  /** The newest version of a document (a draft saved on it, or what a save wrote). */
  async function latestVersionId(collection: Collection, id: number | string): Promise<string> {
    const versions = await as.admin.get(
      `/${collection}/versions?where[parent][equals]=${id}&sort=-updatedAt&limit=1&depth=0`,
    )
    expect(versions.status).toBe(200)
    return versions.body.docs[0].id as string
  }

  const draftOf = (role: Role, collection: Collection, id: number | string, title: string) =>
    as[role].request('PATCH', `/${collection}/${id}?draft=true`, { title, _status: 'draft' })

  describe.each(COLLECTIONS)('%s', (collection) => {
    it('refuses an author an autosave without draft=true that would unpublish (reproduction)', async () => {
      const doc = await publishedDoc(collection)
      const refused = await as.author.request('PATCH', `/${collection}/${doc.id}?autosave=true`, {
        _status: 'draft',
        title: 'Taken offline',
      })
      expect(refused.status).toBe(403)
      expect(refused.body.errors[0].message).toContain('draft=true')
      await expectStillLive(collection, doc)
      for (const role of PUBLISHERS) {
        const other = await publishedDoc(collection)
        const allowed = await as[role].request(
          'PATCH',
          `/${collection}/${other.id}?autosave=true`,
          { _status: 'draft', title: `Unpublished by ${role}` },
        )
        expect(allowed.status, role).toBe(200)
        expect(await liveRow(collection, other.id)).toMatchObject({
          title: `Unpublished by ${role}`,
          _status: 'draft',
        })
      }
    })

    it('refuses an author restoring their own draft of a published document (reproduction)', async () => {
      const doc = await publishedDoc(collection)
      expect((await draftOf('author', collection, doc.id, 'Author proposal')).status).toBe(200)
      const draftVersion = await latestVersionId(collection, doc.id)
      const refused = await as.author.post(`/${collection}/versions/${draftVersion}`)
      expect(refused.status).toBe(403)
      await expectStillLive(collection, doc)
      for (const role of PUBLISHERS) {
        const other = await publishedDoc(collection)
        expect((await draftOf('author', collection, other.id, `Restored by ${role}`)).status).toBe(
          200,
        )
        const version = await latestVersionId(collection, other.id)
        expect((await as[role].post(`/${collection}/versions/${version}`)).status, role).toBe(200)
        expect(await liveRow(collection, other.id)).toMatchObject({
          title: `Restored by ${role}`,
          _status: 'draft',
        })
      }
    })

    it('refuses an author a plain save or an unpublish of a published document', async () => {
      const doc = await publishedDoc(collection)
      expect(
        (await as.author.patch(`/${collection}/${doc.id}`, { title: 'Changed live' })).status,
      ).toBe(403)
      expect((await as.author.patch(`/${collection}/${doc.id}`, { _status: 'draft' })).status).toBe(
        403,
      )
      await expectStillLive(collection, doc)
      for (const role of PUBLISHERS) {
        const other = await publishedDoc(collection)
        const saved = await as[role].patch(`/${collection}/${other.id}`, {
          title: `Saved by ${role}`,
        })
        expect(saved.status, role).toBe(200)
        expect(await liveRow(collection, other.id)).toMatchObject({
          title: `Saved by ${role}`,
          _status: 'published',
        })
      }
    })

    it('lets an author save and autosave drafts of a published document, the live row untouched', async () => {
      const doc = await publishedDoc(collection)
      expect((await draftOf('author', collection, doc.id, 'Draft by author')).status).toBe(200)
      const autosaved = await as.author.request(
        'PATCH',
        `/${collection}/${doc.id}?draft=true&autosave=true`,
        { title: 'Autosaved by author', _status: 'draft' },
      )
      expect(autosaved.status).toBe(200)
      await expectStillLive(collection, doc)
      expect((await as.admin.get(`/${collection}/${doc.id}?draft=true&depth=0`)).body.title).toBe(
        'Autosaved by author',
      )
    })

    it('refuses an author publishing through a draft save', async () => {
      const doc = await publishedDoc(collection)
      const refused = await as.author.request('PATCH', `/${collection}/${doc.id}?draft=true`, {
        title: 'Published by author',
        _status: 'published',
      })
      expect(refused.status).toBe(403)
      await expectStillLive(collection, doc)
      for (const role of PUBLISHERS) {
        const other = await publishedDoc(collection)
        const published = await as[role].request('PATCH', `/${collection}/${other.id}?draft=true`, {
          title: `Published by ${role}`,
          _status: 'published',
        })
        expect(published.status, role).toBe(200)
        expect((await liveRow(collection, other.id)).title).toBe(`Published by ${role}`)
      }
    })

    it('refuses an author a bulk update of published documents, autosave or not', async () => {
      const doc = await publishedDoc(collection)
      const where = `where[id][equals]=${doc.id}`
      for (const query of [`${where}&autosave=true`, where]) {
        const refused = await as.author.request('PATCH', `/${collection}?${query}`, {
          title: 'Bulk change',
          _status: 'draft',
        })
        expect(refused.status, query).toBe(403)
        await expectStillLive(collection, doc)
      }
      for (const role of PUBLISHERS) {
        const other = await publishedDoc(collection)
        const updated = await as[role].request(
          'PATCH',
          `/${collection}?where[id][equals]=${other.id}`,
          {
            title: `Bulk by ${role}`,
          },
        )
        expect(updated.status, role).toBe(200)
        expect(await liveRow(collection, other.id)).toMatchObject({
          title: `Bulk by ${role}`,
          _status: 'published',
        })
      }
    })

    it('lets an author bulk-update documents that were never published, or none', async () => {
      const created = await as.author.post(`/${collection}`, fields(collection, 'Never live'))
      expect(created.status).toBe(201)
      const id = created.body.doc.id as number | string
      const updated = await as.author.patch(`/${collection}?where[id][equals]=${id}`, {
        title: 'Bulk, never live',
      })
      expect(updated.status).toBe(200)
      expect(updated.body.docs.map((doc: { id: unknown }) => doc.id)).toEqual([id])
      expect(await liveRow(collection, id)).toMatchObject({
        title: 'Bulk, never live',
        _status: 'draft',
      })
      const none = await as.author.patch(`/${collection}?where[title][equals]=No such title`, {
        title: 'Nothing',
      })
      expect(none.status).toBe(200)
      expect(none.body.docs).toEqual([])
    })

    it('lets an author bulk-save drafts of a published document', async () => {
      const doc = await publishedDoc(collection)
      const saved = await as.author.request(
        'PATCH',
        `/${collection}?where[id][equals]=${doc.id}&draft=true`,
        { title: 'Bulk draft' },
      )
      expect(saved.status).toBe(200)
      await expectStillLive(collection, doc)
      expect((await as.admin.get(`/${collection}/${doc.id}?draft=true&depth=0`)).body.title).toBe(
        'Bulk draft',
      )
    })

    it('lets an author restore a version as a draft, the live row untouched', async () => {
      const doc = await publishedDoc(collection)
      expect((await draftOf('author', collection, doc.id, 'Draft to restore')).status).toBe(200)
      const version = await latestVersionId(collection, doc.id)
      const restored = await as.author.post(`/${collection}/versions/${version}?draft=true`)
      expect(restored.status).toBe(200)
      await expectStillLive(collection, doc)
    })

    it('refuses an author restoring a published version', async () => {
      const doc = await publishedDoc(collection, 'First live')
      expect(
        (await as.admin.patch(`/${collection}/${doc.id}`, { title: 'Second live' })).status,
      ).toBe(200)
      const versions = await as.admin.get(
        `/${collection}/versions?where[parent][equals]=${doc.id}&sort=updatedAt&depth=0`,
      )
      const first = versions.body.docs[0].id as string
      expect((await as.author.post(`/${collection}/versions/${first}`)).status).toBe(403)
      await expectStillLive(collection, { id: doc.id, title: 'Second live' })
      expect((await as.editor.post(`/${collection}/versions/${first}`)).status).toBe(200)
      await expectStillLive(collection, { id: doc.id, title: 'First live' })
    })

    it('lets an author duplicate a published document only as a draft', async () => {
      const doc = await publishedDoc(collection)
      const copy = await as.author.post(
        `/${collection}/${doc.id}/duplicate`,
        copyFields(collection),
      )
      expect(copy.status).toBe(200)
      expect((await liveRow(collection, copy.body.doc.id))._status).toBe('draft')
      const published = await as.author.post(
        `/${collection}/${doc.id}/duplicate?draft=false`,
        copyFields(collection),
      )
      expect(published.status).toBe(403)
      for (const role of PUBLISHERS) {
        const live = await as[role].post(
          `/${collection}/${doc.id}/duplicate?draft=false`,
          copyFields(collection),
        )
        expect(live.status, role).toBe(200)
        expect((await liveRow(collection, live.body.doc.id))._status, role).toBe('published')
      }
      await expectStillLive(collection, doc)
    })

    it('refuses an author creating a published document', async () => {
      const refused = await as.author.post(`/${collection}`, {
        ...fields(collection, 'Straight to live'),
        _status: 'published',
      })
      expect(refused.status).toBe(403)
      // With draft=true Payload creates a draft whatever `_status` says.
      const draft = await as.author.post(`/${collection}?draft=true`, {
        ...fields(collection, 'Author draft'),
        _status: 'published',
      })
      expect(draft.status).toBe(201)
      expect((await liveRow(collection, draft.body.doc.id))._status).toBe('draft')
      for (const role of PUBLISHERS) {
        const created = await as[role].post(`/${collection}`, {
          ...fields(collection, `Live by ${role}`),
          _status: 'published',
        })
        expect(created.status, role).toBe(201)
      }
    })

    it('refuses an author deleting, one document or many', async () => {
      const doc = await publishedDoc(collection)
      expect((await as.author.delete(`/${collection}/${doc.id}`)).status).toBe(403)
      expect((await as.author.delete(`/${collection}?where[id][equals]=${doc.id}`)).status).toBe(
        403,
      )
      await expectStillLive(collection, doc)
      for (const role of PUBLISHERS) {
        const other = await publishedDoc(collection)
        expect((await as[role].delete(`/${collection}/${other.id}`)).status, role).toBe(200)
      }
    })

    it('refuses an author write that waited while the document was published (no gap between check and write)', async () => {
      const writes = {
        save: (id: number | string) =>
          as.author.patch(`/${collection}/${id}`, { title: 'Author over live' }),
        'bulk save': (id: number | string) =>
          as.author.patch(`/${collection}?where[id][equals]=${id}`, { title: 'Author over live' }),
        restore: async (id: number | string) => {
          const versions = await as.admin.get(
            `/${collection}/versions?where[parent][equals]=${id}&sort=updatedAt&limit=1&depth=0`,
          )
          return as.author.post(`/${collection}/versions/${versions.body.docs[0].id}`)
        },
      }
      for (const [name, write] of Object.entries(writes)) {
        const created = await as.author.post(`/${collection}`, fields(collection, 'Never live'))
        expect(created.status).toBe(201)
        const id = created.body.doc.id as number | string
        // A second version; the document is still only a draft, so the author may save it.
        expect((await as.author.patch(`/${collection}/${id}`, { title: 'Draft' })).status).toBe(200)
        // An editor's transaction holds the row, the author's write comes, then the editor publishes.
        const editor = await holdRow(folio, collection, id)
        try {
          const answered = write(id)
          await editor.untilServerWaits()
          await editor.run(`UPDATE ${collection} SET _status = 'published' WHERE id = ?`, [id])
          await editor.commit()
          const answer = await answered
          expect(answer.status, name).toBe(403)
          await expectStillLive(collection, { id, title: 'Draft' })
        } finally {
          await editor.commit()
        }
      }
    })

    it('lets an author save and restore a document that was never published', async () => {
      const created = await as.author.post(`/${collection}`, fields(collection, 'Never live'))
      expect(created.status).toBe(201)
      const id = created.body.doc.id as number | string
      expect(
        (await as.author.patch(`/${collection}/${id}`, { title: 'Never live, edited' })).status,
      ).toBe(200)
      const version = await latestVersionId(collection, id)
      expect(
        (await as.author.patch(`/${collection}/${id}`, { title: 'Never live, again' })).status,
      ).toBe(200)
      expect((await as.author.post(`/${collection}/versions/${version}`)).status).toBe(200)
      expect(await liveRow(collection, id)).toMatchObject({
        title: 'Never live, edited',
        _status: 'draft',
      })
    })
  })

  it('keeps the site settings (drafts and restores included) for admins', async () => {
    expect(
      (
        await as.author.request('POST', '/globals/settings?draft=true&autosave=true', {
          siteName: 'Author site',
        })
      ).status,
    ).toBe(403)
    expect((await as.admin.post('/globals/settings', { siteName: 'Admin site' })).status).toBe(200)
    const versions = await as.admin.get(
      '/globals/settings/versions?sort=-updatedAt&limit=1&depth=0',
    )
    const version = versions.body.docs[0].id as string
    expect((await as.author.post(`/globals/settings/versions/${version}`)).status).toBe(403)
    expect((await as.author.post(`/globals/settings/versions/${version}?draft=true`)).status).toBe(
      403,
    )
  })
})
