import { readdirSync, readFileSync } from 'node:fs'
import { get, type IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import folioDe from '../../src/admin/i18n/folio/de.json'
import folioAr from '../../src/admin/i18n/folio/ar.json'
import passwordStringsAr from '../../src/admin/forms/new-password/strings/ar.json'
import richtextAr from '../../src/plugins/richtext/admin/strings/ar.json'
import seoAr from '../../src/plugins/seo/admin/strings/ar.json'
import passwordMessagesDe from '../../src/shared/password-messages/de.json'
import passwordMessagesAr from '../../src/shared/password-messages/ar.json'
import { passwordMessagesEn } from '../../src/shared/password-messages/en'
import { folioEn } from '../../src/admin/i18n/folio/en'
import passwordStringsDe from '../../src/admin/forms/new-password/strings/de.json'
import { passwordStringsEn } from '../../src/admin/forms/new-password/strings/en'
import richtextDe from '../../src/plugins/richtext/admin/strings/de.json'
import { stringsEn as richtextEn } from '../../src/plugins/richtext/admin/strings/en'
import seoDe from '../../src/plugins/seo/admin/strings/de.json'
import { stringsEn as seoEn } from '../../src/plugins/seo/admin/strings/en'

const ROOT = /<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s
const BOOT_DATA = /<script type="application\/json" id="folio-boot-data">([^<]*)<\/script>/

/** What a browser sends when the address is typed or a bookmark opened. */
const NAVIGATION = {
  'Sec-Fetch-Site': 'none',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}

/**
 * An admin page as a browser gets it, with the client's cookies (none for a visitor). Over node:http,
 * because fetch rewrites `Sec-Fetch-Mode` to `cors`.
 */
async function adminPage(
  folio: RunningFolio,
  path: string,
  options: { as?: ApiClient; language?: string; fetchHeaders?: Record<string, string> } = {},
) {
  const res = await rawGet(`${folio.url}/admin${path}`, {
    'Accept-Language': options.language ?? 'en',
    ...(options.fetchHeaders ?? NAVIGATION),
    ...(options.as ? { Cookie: options.as.cookieHeader() } : {}),
  })
  const json = BOOT_DATA.exec(res.html)?.[1]
  return { ...res, boot: json === undefined ? undefined : (JSON.parse(json) as any) }
}

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; html: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let html = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (html += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, html }))
    }).on('error', reject)
  })
}

/** What the client config and `me` endpoints answer the same session in the same language. */
async function endpointAnswers(client: ApiClient, language: string) {
  const headers = { 'Accept-Language': language }
  const [config, me] = await Promise.all([
    client.request('GET', '/folio/client-config', undefined, headers),
    client.request('GET', '/users/me', undefined, headers),
  ])
  expect(config.status).toBe(200)
  expect(me.status).toBe(200)
  return { clientConfig: config.body, me: me.body }
}

/** The page's read that takes a post's lock, by its key. */
const takeLock = (id: number | string) => `POST /folio/locks {"collection":"posts","id":"${id}"}`

/** The data of the queries a drawn screen was drawn with (boot data `queries`), by query key. */
function drawnQueries(boot: {
  queries?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
}) {
  return new Map(
    (boot.queries?.queries ?? []).map((q) => [JSON.stringify(q.queryKey), q.state.data]),
  )
}

/** The admin plugins with strings (`src/plugins/<slug>/admin/strings`): their packs are in every page. */
const pluginsWithStrings = readdirSync('src/plugins').filter((slug) =>
  readdirSync(`src/plugins/${slug}`).includes('admin')
    ? readdirSync(`src/plugins/${slug}/admin`).includes('strings')
    : false,
)

/** Payload's strings in `language` as the admin's chunk of that language holds them. */
async function payloadChunk(language: string): Promise<Record<string, Record<string, string>>> {
  const manifest = JSON.parse(readFileSync('dist/admin/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >
  const [, chunk] = Object.entries(manifest).find(([key]) =>
    key.endsWith(`@payloadcms/translations/dist/languages/${language}.js`),
  )!
  const module = (await import(
    pathToFileURL(path.resolve('dist/admin', chunk.file)).href
  )) as Record<string, { translations: Record<string, Record<string, string>> }>
  return module[language]!.translations
}

/** A dictionary's Payload namespaces (neither Folio's nor a plugin's). */
function payloadPart(dictionary: Record<string, Record<string, string>>) {
  return Object.fromEntries(
    Object.entries(dictionary).filter(
      ([namespace]) => namespace !== 'folio' && !pluginsWithStrings.includes(namespace),
    ),
  )
}

/** Each answer of a page is what the same read answers the same session, now. */
async function expectEndpointAnswers(client: ApiClient, answers: Record<string, unknown>) {
  expect(Object.keys(answers).length).toBeGreaterThan(0)
  for (const [key, answer] of Object.entries(answers)) {
    const [, method = '', path = '', body] = /^(GET|POST) (\S+)(?: (.*))?$/.exec(key) ?? []
    const res = await client.request(
      method,
      path,
      body === undefined ? undefined : JSON.parse(body),
    )
    expect(res.status, key).toBe(200)
    expect(res.body, key).toEqual(answer)
  }
}

describe.each(databases)('boot data in the admin page (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  const users: Record<'editor' | 'author' | 'viewer', ApiClient> = {} as never

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio)
    for (const role of ['editor', 'author', 'viewer'] as const) {
      const account = { email: `${role}@example.com`, password: `${role}-Pass-2026`, role }
      expect((await admin.post('/users', account)).status).toBe(201)
      users[role] = new ApiClient(folio.url)
      expect((await users[role].login(account.email, account.password)).status).toBe(200)
    }
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('starts the page’s code before its boot data: an async entry, told whether the page came with a session', async () => {
    const entry =
      /<script type="module" async crossorigin src="\.\/assets\/index-[\w-]+\.js"><\/script>/
    const visitor = await adminPage(folio, '/login')
    expect(visitor.html).toMatch(entry)
    expect(visitor.html).not.toContain('data-signed-in')
    const signedIn = await adminPage(folio, '/', { as: users.editor })
    expect(signedIn.html).toMatch(entry)
    expect(signedIn.html).toMatch(
      /<html lang="en" data-language="en" dir="ltr" data-theme="\w+" data-signed-in>/,
    )
  })

  it('gives a visitor the public client config and no user, as the endpoints would, never stored', async () => {
    const page = await adminPage(folio, '/login')
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    const { strings: _strings, ...boot } = page.boot
    expect(boot).toEqual({
      language: 'en',
      drawnInTimeZone: 'UTC',
      ...(await endpointAnswers(new ApiClient(folio.url), 'en')),
    })
    expect(page.boot.me).toMatchObject({ user: null })
    expect(page.boot.clientConfig.isAuthenticated).toBe(false)
    for (const hidden of ['collections', 'globals', 'localization'])
      expect(page.boot.clientConfig).not.toHaveProperty(hidden)
    expect(page.html).not.toContain('"posts"')
  })

  it.each(['admin', 'editor', 'author', 'viewer'] as const)(
    'gives a signed-in %s exactly what the client config and me endpoints give that session',
    async (role) => {
      const client = role === 'admin' ? admin : users[role]
      const page = await adminPage(folio, '/collections/posts', { as: client })
      const {
        answers: _answers,
        queries: _queries,
        drawnInTimeZone: _zone,
        strings: _strings,
        ...boot
      } = page.boot
      expect(boot).toEqual({ language: 'en', ...(await endpointAnswers(client, 'en')) })
      expect(page.boot.me.user.email).toBe(
        role === 'admin' ? 'admin@example.com' : `${role}@example.com`,
      )
      expect(page.boot.clientConfig.isAuthenticated).toBe(true)
      // Hidden fields stay hidden, and the session token stays in its cookie. (The answers of the
      // page's first reads name them as keys of the field permissions, as `GET /access` does.)
      expect(JSON.stringify(boot)).not.toMatch(/"(hash|salt|token|resetPasswordToken)":/)
    },
  )

  it('lists the email outbox for an admin only (the client config’s own rule, carried into the page)', async () => {
    const slugs = async (client: ApiClient) =>
      (await adminPage(folio, '/', { as: client })).boot.clientConfig.collections.map(
        (c: { slug: string }) => c.slug,
      )
    expect(await slugs(admin)).toContain('folio-outbox')
    expect(await slugs(users.editor)).not.toContain('folio-outbox')
    expect(await slugs(users.viewer)).not.toContain('folio-outbox')
  })

  it('is in the page’s language: labels in German for a German page', async () => {
    const page = await adminPage(folio, '/', { as: users.editor, language: 'de-DE,de;q=0.9' })
    expect(page.html).toContain('<html lang="de"')
    // The dashboard is drawn by the server: what it was drawn with travels as queries, not answers.
    const {
      answers: _answers,
      strings: _strings,
      queries: _queries,
      drawnInTimeZone: _zone,
      ...boot
    } = page.boot as typeof page.boot & { queries?: unknown; drawnInTimeZone?: unknown }
    expect(boot).toEqual({ language: 'de', ...(await endpointAnswers(users.editor, 'de')) })
    expect(ROOT.exec(page.html)?.[1]).toContain('Inhalte auf einen Blick')
  })

  it.each([
    // Folio's own strings with the new-password field's pack, which every page carries too.
    {
      language: 'en',
      folio: { ...folioEn, ...passwordMessagesEn, ...passwordStringsEn },
      seo: seoEn,
      richtext: richtextEn,
      save: 'Save',
    },
    {
      language: 'de',
      folio: { ...folioDe, ...passwordMessagesDe, ...passwordStringsDe },
      seo: seoDe,
      richtext: richtextDe,
      save: 'Speichern',
    },
    {
      language: 'ar',
      folio: { ...folioAr, ...passwordMessagesAr, ...passwordStringsAr },
      seo: seoAr,
      richtext: richtextAr,
      save: 'حفظ',
    },
  ])(
    'carries the $language strings of the admin and of every admin plugin, the same in every page',
    async (l) => {
      const post = await admin.post('/posts', { title: `Strings ${l.language}` })
      const edit = await adminPage(folio, `/collections/posts/${post.body.doc.id}`, {
        as: users.editor,
        language: l.language,
      })
      const { strings } = edit.boot
      expect(strings.language).toBe(l.language)
      expect(strings.dictionary.folio).toEqual(l.folio)
      expect(strings.dictionary.seo).toEqual(l.seo)
      expect(strings.dictionary.richtext).toEqual(l.richtext)
      expect(strings.dictionary.general.save).toBe(l.save)
      // Payload's: the keys the admin uses, as its language chunk has them.
      expect(payloadPart(strings.dictionary)).toEqual(await payloadChunk(l.language))
      expect(strings.packs).toEqual(
        expect.arrayContaining(pluginsWithStrings.map((slug) => `plugin:${slug}`)),
      )
      expect(Object.keys(strings.fallback)).toEqual(['folio'])
      // The sign-in page (drawn with them), the list (drawn) and the dashboard carry the same.
      for (const [path, as] of [
        ['/login', undefined],
        ['/collections/posts', users.editor],
        ['/', admin],
      ] as const)
        expect((await adminPage(folio, path, { as, language: l.language })).boot.strings).toEqual(
          strings,
        )
    },
  )

  it('draws the sign-in screen into a visitor’s page, in the page’s language, a form that posts itself to the server before the page’s code runs', async () => {
    const page = await adminPage(folio, '/login?redirect=%2Fadmin%2Faccount', {
      language: 'de-DE,de;q=0.9',
    })
    const root = ROOT.exec(page.html)?.[1] ?? ''
    expect(root).toContain('<h1 class="minimal__title">Bei Folio anmelden</h1>')
    expect(root).toContain(
      '<label class="field__label" for="login-email">E-Mail</label><input id="login-email"',
    )
    expect(root).toMatch(/<input id="login-email"[^>]* type="email"/)
    expect(root).toContain('for="login-password">Passwort</label>')
    // Before the code takes it the browser posts the form itself, to the server's sign-in
    // (integration/sign-in-form), with the checked redirect: its button is on.
    const form = /<form [^>]*>/.exec(root)?.[0]
    expect(form).toContain(' method="post"')
    expect(form).toContain(' action="/admin/login?redirect=%2Fadmin%2Faccount"')
    expect(root).toMatch(/<button type="submit" [^>]*>Anmelden<\/button>/)
    expect(root).not.toMatch(/<button type="submit" [^>]*disabled/)
    // Drawn from the public boot data alone: nothing of the content model is in it.
    expect(page.html).not.toContain('"posts"')
    expect(page.boot.me).toMatchObject({ user: null })
  })

  it('draws nothing for a signed-in session at a signed-out screen, nor for a visitor at a signed-in one, nor a screen it does not draw (the page’s code draws them)', async () => {
    expect(ROOT.exec((await adminPage(folio, '/login', { as: admin })).html)?.[1]).toBe('')
    expect(ROOT.exec((await adminPage(folio, '/collections/posts')).html)?.[1]).toBe('')
    expect(
      ROOT.exec((await adminPage(folio, '/collections/posts/1', { as: admin })).html)?.[1],
    ).toBe('')
    expect(ROOT.exec((await adminPage(folio, '/create-first-user')).html)?.[1]).toBe('')
  })

  it('draws the forgot-password screen into a visitor’s page', async () => {
    const root = ROOT.exec((await adminPage(folio, '/forgot')).html)?.[1] ?? ''
    expect(root).toContain('<h1 class="minimal__title">Forgot Password</h1>')
    expect(root).toMatch(/<input id="forgot-email" [^>]*name="email"/)
    expect(root).toMatch(/<button type="submit" [^>]*disabled=""[^>]*>Submit<\/button>/)
  })

  it('draws the reset-password screen of an emailed link, which keeps its token out of the page', async () => {
    const token = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2'
    const page = await adminPage(folio, `/reset?token=${token}`)
    const root = ROOT.exec(page.html)?.[1] ?? ''
    expect(root).toContain('<h1 class="minimal__title">Reset Password</h1>')
    expect(root).toMatch(/<input id="reset-password" [^>]*name="password"/)
    expect(root).toContain('aria-label="Password requirements"')
    expect(page.html).not.toContain(token)
    // Drawn with the new-password field's strings too: the page carries them for the take-over.
    expect(page.boot.strings.packs).toContain('password')
    expect(page.boot.strings.dictionary.folio).toMatchObject(
      (await adminPage(folio, '/forgot')).boot.strings.dictionary.folio,
    )
    const missing = ROOT.exec((await adminPage(folio, '/reset')).html)?.[1] ?? ''
    expect(missing).toMatch(/<p role="alert">[^<]+<\/p>/)
  })

  it.each(['admin', 'editor', 'viewer'] as const)(
    'answers a signed-in %s’s edit page with its first reads, each exactly as the API answers that session',
    async (role) => {
      const client = role === 'admin' ? admin : users[role]
      const post = await admin.post('/posts', { title: `First reads ${role}` })
      expect(post.status).toBe(201)
      const id = post.body.doc.id
      const page = await adminPage(folio, `/collections/posts/${id}`, { as: client })
      const { [takeLock(id)]: taken, ...answers } = page.boot.answers as Record<string, unknown>
      const paths = Object.keys(answers).map((key) => key.split(' ')[1]!.split('?')[0])
      for (const path of [
        '/payload-preferences/nav',
        `/posts/${id}`,
        '/access',
        `/posts/access/${id}`,
        '/posts/versions',
        // The video plugin's field list (src/plugins/video: `videoListReads`), once.
        '/video/videos',
      ])
        expect(paths).toContain(path)
      expect(paths.filter((path) => path === '/video/videos')).toHaveLength(1)
      await expectEndpointAnswers(client, answers)
      // The search preview asks for its address once the editor is usable, not the page: the
      // server would read the post twice more before sending it.
      expect(paths).not.toContain('/plugin-seo/generate-url')
      // The locking plugin's editor read (src/plugins/locking: `editorReads`) took the lock for
      // those who may change the post.
      if (role === 'viewer') {
        expect(taken).toBeUndefined()
      } else {
        expect(taken).toMatchObject({ isLocked: true, isMine: true })
        expect((await client.get(`/folio/locks?collection=posts&id=${id}`)).body).toMatchObject({
          isLocked: true,
          isMine: true,
        })
      }
    },
  )

  it('takes the document’s lock for the browser’s own navigation only: not for another site’s link nor a prefetch, which read it', async () => {
    const id = (await admin.post('/posts', { title: 'Held in the page' })).body.doc.id
    const readLock = `GET /folio/locks?collection=posts&id=${id}`
    const lockNow = async (client: ApiClient) =>
      (await client.get(`/folio/locks?collection=posts&id=${id}`)).body
    // Another site's link opens signed in but only reads the lock; a prefetch too.
    for (const fetchHeaders of [
      { ...NAVIGATION, 'Sec-Fetch-Site': 'cross-site' },
      { ...NAVIGATION, 'Sec-Purpose': 'prefetch' },
      { ...NAVIGATION, 'Sec-Fetch-Site': 'same-origin', Purpose: 'prefetch' },
    ]) {
      const page = await adminPage(folio, `/collections/posts/${id}`, {
        as: users.editor,
        fetchHeaders,
      })
      expect(page.boot.answers[readLock], JSON.stringify(fetchHeaders)).toEqual({
        isLocked: false,
        isMine: false,
      })
      expect(page.boot.answers[takeLock(id)]).toBeUndefined()
      expect(await lockNow(users.editor)).toEqual({ isLocked: false, isMine: false })
    }
    // Typed (or a bookmark) and a link of the admin's own take it.
    const typed = await adminPage(folio, `/collections/posts/${id}`, { as: users.editor })
    expect(typed.boot.answers[takeLock(id)]).toMatchObject({ isLocked: true, isMine: true })
    expect(await lockNow(admin)).toMatchObject({
      isLocked: true,
      isMine: false,
      user: { email: 'editor@example.com' },
    })
    const ownLink = await adminPage(folio, `/collections/posts/${id}`, {
      as: users.editor,
      fetchHeaders: { ...NAVIGATION, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(ownLink.boot.answers[takeLock(id)]).toMatchObject({ isLocked: true, isMine: true })
    // Held by someone else: the page takes nothing (the editor asks, and shows who holds it),
    // and another site's link tells who holds it.
    const held = await adminPage(folio, `/collections/posts/${id}`, { as: admin })
    expect(Object.keys(held.boot.answers).join()).not.toContain('/folio/locks')
    expect(await lockNow(admin)).toMatchObject({
      isMine: false,
      user: { email: 'editor@example.com' },
    })
    const linked = await adminPage(folio, `/collections/posts/${id}`, {
      as: admin,
      fetchHeaders: { ...NAVIGATION, 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(linked.boot.answers[readLock]).toMatchObject({ isLocked: true, isMine: false })
    // A list page reads no lock.
    const list = await adminPage(folio, '/collections/posts', { as: users.editor })
    expect(Object.keys(list.boot.answers).join()).not.toContain('/folio/locks')
    // The lock endpoint itself still refuses a browser's POST from another site.
    const foreign = await fetch(`${folio.url}/api/folio/locks`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        Cookie: admin.cookieHeader(),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ collection: 'posts', id: String(id), takeOver: true }),
    })
    expect(foreign.status).toBe(403)
    expect(await lockNow(admin)).toMatchObject({
      isMine: false,
      user: { email: 'editor@example.com' },
    })
  })

  it.each(['editor', 'viewer'] as const)(
    'draws a %s’s dashboard from its layout and every widget’s one read, each exactly as the API answers that session',
    async (role) => {
      const client = users[role]
      const title = `Dashboard draft of the ${role}`
      if (role === 'editor')
        expect((await client.post('/posts?draft=true', { title, _status: 'draft' })).status).toBe(
          201,
        )
      const page = await adminPage(folio, '/', { as: client })
      const drawn = drawnQueries(page.boot)
      const widgets = [...drawn.keys()].filter((key) => key.startsWith('["dashboard-widget"'))
      const pathOf = (key: string) => (JSON.parse(key) as string[])[1]!.split(' ')[1]!
      expect(widgets.map((key) => pathOf(key).split('?')[0]).sort()).toEqual(
        [
          // The plugins' widgets: activity, locking's 'Being edited now', video's 'Encoding'.
          '/folio/activity/counts',
          '/folio/activity/my-drafts',
          '/folio/activity/recently-edited',
          '/folio/activity/recently-published',
          '/folio/locks/active',
          '/video-videos',
        ].sort(),
      )
      for (const key of widgets)
        expect(drawn.get(key), key).toEqual((await client.get(pathOf(key))).body)
      expect(drawn.get('["preference","dashboard"]')).toBeNull()
      const root = ROOT.exec(page.html)?.[1] ?? ''
      for (const heading of ['My drafts', 'Recently edited', 'Content at a glance', 'Encoding'])
        expect(root).toContain(heading)
      if (role === 'editor') expect(root).toContain(title)
      else expect(root).toContain('You have no unpublished changes.')
      // Every first read was drawn with: none is left in the page to be taken again.
      expect(page.boot.answers).toEqual({})
    },
  )

  it('answers a global’s edit page with the global and the rights on it', async () => {
    const page = await adminPage(folio, '/globals/settings', { as: users.editor })
    const answers = page.boot.answers as Record<string, unknown>
    const paths = Object.keys(answers).map((key) => key.split(' ')[1]!.split('?')[0])
    expect(paths).toContain('/globals/settings')
    expect(paths).toContain('/globals/settings/access')
    await expectEndpointAnswers(users.editor, answers)
    // The settings are the admins' to change: only an admin's page takes their lock.
    expect(paths).not.toContain('/folio/locks')
    const own = await adminPage(folio, '/globals/settings', { as: admin })
    expect(own.boot.answers['POST /folio/locks {"global":"settings"}']).toMatchObject({
      isLocked: true,
      isMine: true,
    })
    expect((await admin.request('DELETE', '/folio/locks?global=settings')).status).toBe(200)
  })

  it('answers a list page with its first page of documents, columns and rights, and draws the list from them', async () => {
    const page = await adminPage(folio, '/collections/posts?limit=5', { as: users.editor })
    // What the list was drawn with is in the page as the query cache the SPA takes over (the same
    // data as the API's answers), not again as answers.
    const drawn = drawnQueries(page.boot)
    const [key, list] = [...drawn.entries()].find(([k]) => k.startsWith('["documents","posts"'))!
    const params = JSON.parse(key)[2] as { page: number; limit: number; sort?: string }
    expect(params.limit).toBe(5)
    const sort = params.sort ? `&sort=${params.sort}` : ''
    const listRead = await users.editor.get(
      `/posts?page=${params.page}&limit=5${sort}&depth=0&draft=true`,
    )
    expect(list).toEqual(listRead.body)
    expect(listRead.body.docs.length).toBeGreaterThan(0)
    const root = ROOT.exec(page.html)?.[1] ?? ''
    expect(root).toContain('aria-label="Main navigation"')
    for (const doc of listRead.body.docs) expect(root).toContain(`<span>${doc.title}</span></a>`)
    expect(drawn.get('["access"]')).toEqual((await users.editor.get('/access')).body)
    expect(drawn.get('["preference","collection-posts"]')).toEqual(
      (await users.editor.get('/payload-preferences/collection-posts')).body.value ?? null,
    )
    // Every first read of the list was drawn with: none is left in the page to be taken again.
    expect(page.boot.answers).toEqual({})
  })

  it('names the time zone a drawn list shows its dates in: the browser’s, from its cookie, else UTC', async () => {
    const withZone = (zone?: string) =>
      adminPage(folio, '/collections/posts?limit=1', {
        fetchHeaders: {
          ...NAVIGATION,
          Cookie: [users.editor.cookieHeader(), zone && `folio-tz=${encodeURIComponent(zone)}`]
            .filter(Boolean)
            .join('; '),
        },
      })
    expect((await withZone('Asia/Tokyo')).boot.drawnInTimeZone).toBe('Asia/Tokyo')
    expect((await withZone()).boot.drawnInTimeZone).toBe('UTC')
    expect((await withZone('Mars/Olympus_Mons')).boot.drawnInTimeZone).toBe('UTC')
    expect((await withZone('x'.repeat(65))).boot.drawnInTimeZone).toBe('UTC')
    // A page that is not drawn names none.
    const edit = await adminPage(folio, '/account', { as: users.editor })
    expect(edit.boot.drawnInTimeZone).toBeUndefined()
  })

  it('answers no read the session may not make, and none for a visitor', async () => {
    const outbox = await admin.get('/folio-outbox?limit=1&depth=0')
    const id = outbox.body.docs[0]?.id ?? 1
    const page = await adminPage(folio, `/collections/folio-outbox/${id}`, { as: users.editor })
    expect(Object.keys(page.boot.answers).join()).not.toContain('folio-outbox')
    // A refused read is left to the screen, which shows the refusal as it would without the page's help.
    const denied = await adminPage(folio, '/collections/folio-outbox/1', { as: users.viewer })
    expect(JSON.stringify(denied.boot.answers)).not.toContain('outbox')
    for (const path of ['/collections/posts/1', '/collections/posts']) {
      const visitor = await adminPage(folio, path)
      expect(visitor.boot.answers).toBeUndefined()
    }
  })

  it('cannot be broken out of: a user’s name with markup and replacement patterns comes back as text', async () => {
    const name = `</script><script>alert(1)</script> <!-- $' $& $\` \u2028 & >`
    const account = {
      email: 'markup@example.com',
      password: 'Markup-Pass-2026',
      role: 'editor',
      name,
    }
    expect((await admin.post('/users', account)).status).toBe(201)
    const client = new ApiClient(folio.url)
    expect((await client.login(account.email, account.password)).status).toBe(200)
    const page = await adminPage(folio, '/account', { as: client })
    expect(page.html).not.toContain('<script>alert(1)')
    expect(page.html.match(/<script/g)?.length).toBe(
      (await adminPage(folio, '/account')).html.match(/<script/g)?.length,
    )
    expect(page.boot.me.user.name).toBe(name)
  })

  it('treats a forged session cookie as a visitor', async () => {
    const { html } = await rawGet(`${folio.url}/admin/`, {
      ...NAVIGATION,
      Cookie: 'folio-token=forged',
    })
    const boot = JSON.parse(BOOT_DATA.exec(html)?.[1] ?? 'null')
    expect(boot.me).toMatchObject({ user: null })
    expect(boot.clientConfig.isAuthenticated).toBe(false)
  })

  it('opens signed in from a link on another site (a top-level navigation is the page’s own)', async () => {
    const page = await adminPage(folio, '/collections/posts', {
      as: users.editor,
      fetchHeaders: { ...NAVIGATION, 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(page.boot.me.user.email).toBe('editor@example.com')
  })

  it('holds no session for another site’s subresource or frame request, as the API would not', async () => {
    for (const fetchHeaders of [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' },
    ]) {
      const page = await adminPage(folio, '/', { as: users.editor, fetchHeaders })
      expect(page.boot.me).toMatchObject({ user: null })
      expect(page.boot.clientConfig.isAuthenticated).toBe(false)
      expect(page.html).not.toContain('editor@example.com')
    }
  })

  it('leaves the data out when a session cookie comes without the browser’s word on its site (the admin asks itself)', async () => {
    const page = await adminPage(folio, '/', { as: users.editor, fetchHeaders: {} })
    expect(page.status).toBe(200)
    expect(page.boot).toBeUndefined()
    expect(page.html).toContain('<meta name="folio-boot"')
  })
})
