import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

/** `{ path: message }` of a Payload ValidationError response. */
function messages(res: { status: number; body: any }): Record<string, string> {
  expect(res.status).toBe(400)
  expect(res.body.errors[0].name).toBe('ValidationError')
  return Object.fromEntries(
    (res.body.errors[0].data.errors as { path: string; message: string }[]).map((e) => [
      e.path,
      e.message,
    ]),
  )
}

const de = { 'Accept-Language': 'de' }

describe.each(databases)(
  'validation: shared rules on save, form-state endpoint (%s)',
  (database) => {
    let folio: RunningFolio
    let admin: ApiClient
    let editor: ApiClient
    let viewer: ApiClient
    let anonymous: ApiClient

    beforeAll(async () => {
      folio = await startFolio({ database })
      admin = new ApiClient(folio.url)
      anonymous = new ApiClient(folio.url)
    })
    afterAll(async () => {
      await folio?.stop()
    })

    describe('before the first user exists', () => {
      // A server of its own, which never gets a user.
      let fresh: RunningFolio
      let nobody: ApiClient
      beforeAll(async () => {
        fresh = await startFolio({ database })
        nobody = new ApiClient(fresh.url)
      })
      afterAll(async () => {
        await fresh?.stop()
      })

      it('checks the first-user form for anyone (create on users)', async () => {
        const res = await nobody.post('/folio/form-state', {
          collection: 'users',
          operation: 'create',
          data: { name: 'x'.repeat(121) },
          paths: ['name'],
        })
        expect(res.status).toBe(200)
        expect(res.body).toEqual({
          errors: [
            {
              path: 'name',
              message: 'This value must be shorter than the max length of 120 characters.',
            },
          ],
        })
      })

      it('refuses other collections and operations to anonymous callers', async () => {
        expect(
          (
            await nobody.post('/folio/form-state', {
              collection: 'pages',
              operation: 'create',
              data: { slug: 'x' },
            })
          ).status,
        ).toBe(403)
        expect(
          (
            await nobody.post('/folio/form-state', {
              collection: 'users',
              operation: 'update',
              id: 1,
              data: {},
            })
          ).status,
        ).toBe(403)
      })
    })

    describe('signed in', () => {
      beforeAll(async () => {
        expect(
          (
            await admin.post('/users/first-register', {
              email: 'admin@example.com',
              password: 'Admin-pass-123',
            })
          ).status,
        ).toBe(200)
        expect((await admin.login('admin@example.com', 'Admin-pass-123')).status).toBe(200)
        for (const role of ['editor', 'viewer'] as const) {
          expect(
            (
              await admin.post('/users', {
                email: `${role}@example.com`,
                password: 'Role-pass-123',
                role,
              })
            ).status,
          ).toBe(201)
        }
        editor = new ApiClient(folio.url)
        expect((await editor.login('editor@example.com', 'Role-pass-123')).status).toBe(200)
        viewer = new ApiClient(folio.url)
        expect((await viewer.login('viewer@example.com', 'Role-pass-123')).status).toBe(200)
      })

      it('answers every broken shared rule on save with the messages the admin shows', async () => {
        const res = await editor.post('/showcase', {
          title: 'x'.repeat(101),
          rating: 6,
          contact: 'not-an-email',
          status: 'archived',
          tags: ['code', 'code'],
          keywords: ['fine', 'x'.repeat(21)],
          luckyNumbers: [7, 100],
          location: [200, 10],
          startsAt: 'someday',
        })
        expect(messages(res)).toEqual({
          title: 'This value must be shorter than the max length of 100 characters.',
          rating: '6 is greater than the max allowed Value of 5.',
          contact: 'Please enter a valid email address.',
          status: 'This field has an invalid selection.',
          tags: 'This field has the following invalid selections:',
          keywords: 'This value must be shorter than the max length of 20 characters.',
          luckyNumbers: '100 is greater than the max allowed Value of 99.',
          location: 'Longitude must be between -180 and 180.',
          startsAt: '"someday" is not a valid date.',
        })
      })

      it('translates the messages into the request language (German)', async () => {
        const res = await editor.request(
          'POST',
          '/showcase',
          { title: '', rating: -1, contact: 'nope', stats: { views: null } },
          de,
        )
        expect(messages(res)).toEqual({
          title: 'Pflichtfeld',
          rating: '-1 ist kleiner als der minimal erlaubte Wert von 0.',
          contact: 'Bitte gib eine korrekte E-Mail-Adresse an.',
          'stats.views': 'Pflichtfeld',
        })
      })

      it('counts rows with the row label translated first', async () => {
        const links = Array.from({ length: 201 }, (_, i) => ({ label: `Link ${i}` }))
        expect(messages(await editor.post('/showcase', { title: 'Many links', links }))).toEqual({
          links: 'This field requires no more than 200 Rows.',
        })
        expect(
          messages(await editor.request('POST', '/showcase', { title: 'Viele Links', links }, de)),
        ).toEqual({ links: 'Dieses Feld darf nicht mehr als 200 Zeilen enthalten.' })
      })

      it("puts errors inside groups, tabs, arrays and blocks on the form's paths (name.index.sub)", async () => {
        const res = await editor.post('/showcase', {
          title: 'Nested',
          seo: { title: 'x'.repeat(61) },
          links: [{ label: 'Fine' }, { url: 'https://example.com' }],
          sections: [
            { blockType: 'cta', text: 'Fine' },
            { blockType: 'hero', heading: '' },
            { blockType: 'gallery', images: [{ caption: 'x' }, { caption: 'y' }] },
          ],
        })
        expect(messages(res)).toEqual({
          'seo.title': 'This value must be shorter than the max length of 60 characters.',
          'links.1.label': 'This field is required.',
          'sections.1.heading': 'This field is required.',
        })
      })

      it('still lets drafts skip validation', async () => {
        const draft = await editor.post('/pages?draft=true', {
          _status: 'draft',
          summary: 'No title yet',
        })
        expect(draft.status).toBe(201)
        expect(
          messages(
            await editor.post('/pages', { summary: 'No title, published', _status: 'published' }),
          ),
        ).toMatchObject({ title: 'This field is required.' })
      })

      describe('POST /api/folio/form-state', () => {
        let pageId: number | string

        beforeAll(async () => {
          const created = await editor.post('/pages', {
            title: 'About',
            slug: 'about',
            _status: 'published',
          })
          expect(created.status).toBe(201)
          pageId = created.body.doc.id
        })

        it("reports a duplicate unique slug with Payload's own message, on the slug", async () => {
          const res = await editor.post('/folio/form-state', {
            collection: 'pages',
            operation: 'create',
            data: { title: 'Another', slug: 'about' },
          })
          expect(res.status).toBe(200)
          expect(res.body).toEqual({ errors: [{ path: 'slug', message: 'Value must be unique' }] })
          const german = await editor.request(
            'POST',
            '/folio/form-state',
            { collection: 'pages', operation: 'create', data: { slug: 'about' } },
            de,
          )
          expect(german.body).toEqual({
            errors: [{ path: 'slug', message: 'Wert muss einzigartig sein' }],
          })
        })

        it("does not count the document's own slug, nor a free one", async () => {
          expect(
            (
              await editor.post('/folio/form-state', {
                collection: 'pages',
                operation: 'update',
                id: pageId,
                data: { title: 'About', slug: 'about' },
              })
            ).body,
          ).toEqual({ errors: [] })
          expect(
            (
              await editor.post('/folio/form-state', {
                collection: 'pages',
                operation: 'create',
                data: { slug: 'contact' },
              })
            ).body,
          ).toEqual({ errors: [] })
        })

        it('agrees with what a save then says', async () => {
          const saved = await editor.post('/pages', {
            title: 'Copy',
            slug: 'about',
            _status: 'published',
          })
          expect(messages(saved)).toEqual({ slug: 'Value must be unique' })
        })

        it('runs only the paths asked for, and only returns messages', async () => {
          const res = await editor.post('/folio/form-state', {
            collection: 'showcase',
            operation: 'create',
            data: { title: 'x'.repeat(101), rating: 9 },
            paths: ['rating'],
          })
          expect(res.body).toEqual({
            errors: [{ path: 'rating', message: '9 is greater than the max allowed Value of 5.' }],
          })
        })

        it('refuses a viewer, an anonymous caller, and unknown collections', async () => {
          const body = { collection: 'pages', operation: 'create', data: { slug: 'about' } }
          expect((await viewer.post('/folio/form-state', body)).status).toBe(403)
          expect(
            (await viewer.post('/folio/form-state', { ...body, operation: 'update', id: pageId }))
              .status,
          ).toBe(403)
          const refused = await anonymous.post('/folio/form-state', body)
          expect(refused.status).toBe(403)
          expect(JSON.stringify(refused.body)).not.toContain('about')
          expect(
            (
              await anonymous.post('/folio/form-state', {
                collection: 'users',
                operation: 'create',
                data: {},
              })
            ).status,
          ).toBe(403)
          expect(
            (
              await editor.post('/folio/form-state', {
                collection: 'nope',
                operation: 'create',
                data: {},
              })
            ).status,
          ).toBe(404)
          expect(
            (await editor.post('/folio/form-state', { operation: 'create', data: {} })).status,
          ).toBe(400)
        })
      })

      it('checks a rich-text drawer’s fields by a schema path (a link’s, an upload’s), for those who may write only', async () => {
        const post = await editor.post('/posts', { title: 'With a caption' })
        const id = post.body.doc.id
        const ask = (client: ApiClient, body: Record<string, unknown>) =>
          client.post('/folio/form-state', {
            collection: 'posts',
            id,
            operation: 'update',
            ...body,
          })
        const long = await ask(editor, {
          schemaPath: 'content.upload.media',
          data: { caption: 'x'.repeat(301) },
          paths: ['caption'],
        })
        expect(long.status).toBe(200)
        expect(long.body.errors).toEqual([
          { path: 'caption', message: expect.stringMatching(/300/) },
        ])
        const fine = await ask(editor, {
          schemaPath: 'content.upload.media',
          data: { caption: 'A quiet harbour' },
          paths: ['caption'],
        })
        expect(fine.body).toEqual({ errors: [] })
        const rel = await ask(editor, {
          schemaPath: 'content.link',
          data: { rel: ['nofollow', 'bogus'] },
        })
        expect(rel.body.errors.map((e: { path: string }) => e.path)).toEqual(['rel'])
        // A page's running text is `body`; a new page asks with create.
        const created = await editor.post('/folio/form-state', {
          collection: 'pages',
          operation: 'create',
          schemaPath: 'body.upload.media',
          data: { caption: 'y'.repeat(301) },
        })
        expect(created.body.errors).toHaveLength(1)
        for (const schemaPath of ['content.nothing', 'title.link', 'nope.link', 'content']) {
          expect((await ask(editor, { schemaPath, data: {} })).status).toBe(404)
        }
        expect((await ask(editor, { schemaPath: 'x'.repeat(501), data: {} })).status).toBe(400)
        expect((await ask(editor, { schemaPath: 7, data: {} })).status).toBe(400)
        expect(
          (await ask(viewer, { schemaPath: 'content.link', data: { rel: ['nofollow'] } })).status,
        ).toBe(403)
        expect(
          (await ask(anonymous, { schemaPath: 'content.link', data: { rel: ['nofollow'] } }))
            .status,
        ).toBe(403)
      })

      it('lists the posts of a category with where[topics][in] (a hasMany relationship), page by page', async () => {
        const category = await editor.post('/categories', { name: 'Travel', slug: 'travel' })
        const id = category.body.doc.id
        for (let i = 1; i <= 3; i++)
          expect((await editor.post('/posts', { title: `Trip ${i}`, topics: [id] })).status).toBe(
            201,
          )
        expect((await editor.post('/posts', { title: 'Elsewhere', topics: [] })).status).toBe(201)
        const first = await editor.get(
          `/posts?where[topics][in]=${id}&limit=2&page=1&depth=0&select[title]=true`,
        )
        expect(first.body).toMatchObject({ totalDocs: 3, totalPages: 2, hasNextPage: true })
        expect(Object.keys(first.body.docs[0]).sort()).toEqual(['id', 'title'])
      })
    })
  },
)
