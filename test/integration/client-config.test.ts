import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const PUBLIC_KEYS = [
  'cookiePrefix',
  'dateFormat',
  'hasUsers',
  'isAuthenticated',
  'language',
  'passwordPolicy',
  // The two-factor plugin's 'trust this device for N days' (the code screen shows it before sign-in).
  'plugins',
  'routes',
  'serverURL',
  'theme',
  'userCollection',
]

describe.each(databases)('GET /api/folio/client-config (%s)', (database) => {
  const secret = randomBytes(24).toString('hex')
  let folio: RunningFolio
  let admin: ApiClient
  let config: any

  beforeAll(async () => {
    folio = await startFolio({ database, env: { PAYLOAD_SECRET: secret } })
    admin = new ApiClient(folio.url)
    expect(
      (
        await admin.post('/users/first-register', {
          email: 'admin@example.com',
          password: 'Admin-pass-123',
        })
      ).status,
    ).toBe(200)
    expect((await admin.login('admin@example.com', 'Admin-pass-123')).status).toBe(200)
    const res = await admin.get('/folio/client-config')
    expect(res.status).toBe(200)
    config = res.body
  })
  afterAll(async () => {
    await folio?.stop()
  })

  const collection = (slug: string) =>
    config.collections.find((c: { slug: string }) => c.slug === slug)
  const field = (slug: string, name: string) =>
    collection(slug)?.fields.find((f: { name: string }) => f.name === name)

  it('carries a plugin’s public settings under its slug, filled by the plugin (locking’s duration, seo’s generators, live preview’s breakpoints)', () => {
    // Each plugin's own entry is checked; a plugin that adds a setting of its own does not break it.
    const posts = collection('posts').plugins
    expect(posts.locking).toEqual({ duration: 300 })
    expect(posts.seo).toEqual({ generators: ['title', 'description', 'url', 'image'] })
    expect(posts['live-preview']).toEqual({
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
        { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
        { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      ],
    })
    const settings = config.globals.find((g: { slug: string }) => g.slug === 'settings').plugins
    expect(settings.locking).toEqual({ duration: 300 })
    expect(settings.seo).toEqual({ generators: ['title', 'description', 'url', 'image'] })
    // Live preview is configured for posts only.
    expect(settings).not.toHaveProperty('live-preview')
    expect(collection('posts')).not.toHaveProperty('lockDuration')
  })

  it('gives anonymous visitors only the public subset', async () => {
    const res = await new ApiClient(folio.url).get('/folio/client-config')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(PUBLIC_KEYS)
    expect(res.body.plugins).toEqual({ totp: { trustDays: 30 } })
    expect(res.body).toMatchObject({
      isAuthenticated: false,
      hasUsers: true,
      userCollection: 'users',
      cookiePrefix: 'folio',
      routes: { admin: '/admin', api: '/api' },
    })
    expect(res.body.language.fallback).toBe('de')
    expect(res.body.language.supported).toEqual(expect.arrayContaining(['de', 'en', 'fr', 'zh-TW']))
    const text = JSON.stringify(res.body)
    for (const hidden of [
      '"collections"',
      '"globals"',
      '"localization"',
      '"fields"',
      'posts',
      'settings',
    ])
      expect(text).not.toContain(hidden)
  })

  it('lists the collections and the settings global for a signed-in admin, without internal ones', () => {
    expect(config.isAuthenticated).toBe(true)
    // folio-outbox: the email outbox (no SMTP_URL here), listed for admins only (email.test.ts).
    // Payload's jobs collection (the video queue) is internal: not listed.
    expect(config.collections.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'categories',
      'folio-outbox',
      'media',
      'pages',
      'posts',
      'showcase',
      'users',
      // The video plugin's collections (docs/behaviour.md §20).
      'video-categories',
      'video-tags',
      'video-videos',
    ])
    expect(config.globals.map((g: { slug: string }) => g.slug)).toEqual(['settings'])
    expect(JSON.stringify(config)).not.toMatch(/"payload-[a-z-]+"/)
  })

  it('lists nested data fields flat by path and describes rows, collapsibles, groups and tabs as layout', () => {
    const showcase = collection('showcase')
    const paths = showcase.fields.map((f: { name: string }) => f.name)
    expect(paths).toEqual(
      expect.arrayContaining([
        'firstName',
        'lastName',
        'notes',
        'seo.title',
        'seo.description',
        'headline',
        'stats.views',
      ]),
    )
    const kinds = showcase.layout.map((n: { kind: string }) => n.kind)
    expect(kinds).toEqual(expect.arrayContaining(['field', 'row', 'collapsible', 'group', 'tabs']))
    const group = showcase.layout.find((n: { kind: string }) => n.kind === 'group')
    expect(group).toMatchObject({
      path: 'seo',
      children: [
        { kind: 'field', path: 'seo.title' },
        { kind: 'field', path: 'seo.description' },
      ],
    })
    const tabs = showcase.layout.find((n: { kind: string }) => n.kind === 'tabs')
    expect(tabs.tabs[1]).toMatchObject({
      path: 'stats',
      children: [{ kind: 'field', path: 'stats.views' }],
    })
    expect(tabs.tabs[0].path).toBeUndefined()
  })

  it('describes arrays and blocks with their row fields, relations, joins and named conditions', () => {
    const links = field('showcase', 'links')
    expect(links).toMatchObject({
      type: 'array',
      maxRows: 200,
      labels: { singular: { en: 'Link' } },
    })
    expect(links.fields.map((f: { name: string }) => f.name)).toEqual(['label', 'url'])
    expect(links.layout).toEqual([
      {
        kind: 'row',
        children: [
          { kind: 'field', path: 'label' },
          { kind: 'field', path: 'url' },
        ],
      },
    ])
    const sections = field('showcase', 'sections')
    expect(sections.blocks.map((b: { slug: string }) => b.slug)).toEqual(['hero', 'gallery', 'cta'])
    const gallery = sections.blocks.find((b: { slug: string }) => b.slug === 'gallery')
    expect(gallery).toMatchObject({
      imageURL: 'blocks/gallery.svg',
      labels: { singular: { en: 'Gallery' } },
    })
    expect(gallery.fields[0]).toMatchObject({
      type: 'array',
      name: 'images',
      fields: [{ name: 'image', type: 'upload', relationTo: 'media' }, { name: 'caption' }],
    })
    const cta = sections.blocks.find((b: { slug: string }) => b.slug === 'cta')
    expect(cta.fields.find((f: { name: string }) => f.name === 'buttonLink').condition).toBe(
      'hasButtonLabel',
    )
    expect(field('showcase', 'notes').condition).toBe('isActive')
    expect(field('showcase', 'related')).toMatchObject({
      type: 'relationship',
      relationTo: ['posts', 'pages'],
      hasMany: true,
    })
    expect(field('showcase', 'children')).toMatchObject({
      type: 'join',
      join: { collection: 'showcase', on: 'parent', limit: 5 },
    })
    expect(field('pages', 'slug').validateOnServer).toBe(true)
  })

  it('marks where a live preview is configured', () => {
    expect(collection('posts').hasLivePreview).toBe(true)
    expect(collection('pages').hasLivePreview).toBe(true)
    expect(collection('showcase').hasLivePreview).toBe(false)
    expect(config.globals[0].hasLivePreview).toBe(false)
  })

  it('describes collections with labels and admin settings', () => {
    expect(collection('posts')).toMatchObject({
      labels: { singular: { en: 'Post', de: 'Beitrag' }, plural: { en: 'Posts', de: 'Beiträge' } },
      hasDrafts: true,
      isUpload: false,
      admin: {
        useAsTitle: 'title',
        listSearchableFields: ['title'],
        pageSizes: [5, 10, 25, 50, 100],
        defaultLimit: 10,
      },
    })
    expect(collection('users')).toMatchObject({ isAuth: true, admin: { useAsTitle: 'email' } })
    expect(collection('media')).toMatchObject({
      isUpload: true,
      labels: { plural: { en: 'Media', de: 'Medien' } },
    })
    // What the upload panel needs, and no more: no storage path, no resize options.
    expect(collection('media').upload).toEqual({
      mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
      focalPoint: true,
      crop: true,
      isFileRequired: true,
      imageSizes: [
        { name: 'thumbnail', width: 240, height: 240 },
        { name: 'card', width: 768 },
      ],
      maxFileSize: 20 * 1024 * 1024,
    })
    expect(collection('posts')).not.toHaveProperty('upload')
    expect(config.globals[0]).toMatchObject({
      slug: 'settings',
      label: { en: 'Site settings', de: 'Website-Einstellungen' },
    })
  })

  it('carries the leave-warning switch (custom.folioLeaveWarning: false) only where it is off', () => {
    expect(collection('categories').warnOnLeave).toBe(false)
    expect(collection('pages')).not.toHaveProperty('warnOnLeave')
    expect(collection('posts')).not.toHaveProperty('warnOnLeave')
    expect(config.globals[0]).not.toHaveProperty('warnOnLeave')
  })

  it('describes fields with their validation rules and localization', () => {
    expect(field('posts', 'title')).toMatchObject({
      type: 'text',
      required: true,
      minLength: 3,
      maxLength: 120,
      localized: true,
      label: { en: 'Title', de: 'Titel' },
    })
    expect(field('posts', 'readingTime')).toMatchObject({ type: 'number', min: 1, max: 120 })
    expect(field('posts', 'editorialStatus')).toMatchObject({
      type: 'select',
      defaultValue: 'idea',
      admin: { position: 'sidebar' },
    })
    expect(
      field('posts', 'editorialStatus').options.map((o: { value: string }) => o.value),
    ).toEqual(['idea', 'writing', 'review', 'done'])
    expect(field('posts', 'excerpt')).toMatchObject({
      type: 'textarea',
      maxLength: 300,
      admin: { rows: 3, description: { en: 'Shown in lists and previews.' } },
    })
    expect(field('posts', 'readingTime').localized).toBeUndefined()
    const settingsFields = config.globals[0].fields.map((f: { name: string }) => f.name)
    expect(settingsFields).toEqual(expect.arrayContaining(['siteName', 'tagline', 'postsPerPage']))
  })

  it('leaves out server-only fields of the user collection', () => {
    const names = collection('users').fields.map((f: { name: string }) => f.name)
    expect(names).toEqual(expect.arrayContaining(['name', 'role']))
    for (const hidden of [
      'hash',
      'salt',
      'password',
      'sessions',
      'resetPasswordToken',
      'loginAttempts',
      'lockUntil',
    ])
      expect(names).not.toContain(hidden)
  })

  it('carries localization en/de and the routes', () => {
    expect(config.localization).toEqual({
      defaultLocale: 'en',
      locales: [
        { code: 'en', label: { en: 'English', de: 'Englisch' } },
        { code: 'de', label: { en: 'German', de: 'Deutsch' } },
      ],
    })
    expect(config.routes).toEqual({ admin: '/admin', api: '/api' })
    expect(config.serverURL).toBe(folio.url)
  })

  it('leaks no secret, server path or function source', () => {
    const text = JSON.stringify(config)
    expect(text).not.toContain(secret)
    expect(text).not.toContain('staticDir')
    expect(text).not.toContain(folio.dataDir)
    expect(text).not.toContain('=>')
    expect(text).not.toMatch(/function/i)
  })

  it("passes label objects through and resolves Payload's own labels in the Accept-Language", async () => {
    const german = await admin.request('GET', '/folio/client-config', undefined, {
      'Accept-Language': 'de',
    })
    expect(german.status).toBe(200)
    const posts = german.body.collections.find((c: { slug: string }) => c.slug === 'posts')
    expect(posts.labels).toEqual(collection('posts').labels)
    expect(posts.fields.find((f: { name: string }) => f.name === 'title').label).toEqual({
      en: 'Title',
      de: 'Titel',
    })
    const media = german.body.collections.find((c: { slug: string }) => c.slug === 'media')
    const label = (fields: { name: string; label?: unknown }[], name: string) =>
      fields.find((f) => f.name === name)?.label
    expect(label(collection('media').fields, 'filesize')).toBe('File Size')
    expect(label(media.fields, 'filesize')).toBe('Dateigröße')
    expect(label(media.fields, 'width')).toBe('Breite')
  })

  it('is never stored by shared caches', async () => {
    const res = await admin.get('/folio/client-config')
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(res.headers.get('cache-control')).toContain('private')
    expect(res.headers.get('vary')).toMatch(/Cookie/)
  })
})
