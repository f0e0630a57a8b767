import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const run = promisify(execFile)

describe.each(databases)('npm run seed (%s)', (database) => {
  let folio: RunningFolio
  let output = ''
  beforeAll(async () => {
    folio = await startFolio({ database })
    const result = await run(process.execPath, ['dist/server/seed.js'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: folio.env,
    })
    output = result.stdout
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('prints a user of each role with a password that signs in with that role', async () => {
    for (const role of ['admin', 'editor', 'author', 'viewer']) {
      const match = new RegExp(`${role}\\s+(\\S+@\\S+)\\s+(\\S+)`).exec(output)
      expect(match, `no ${role} line in:\n${output}`).not.toBeNull()
      const client = new ApiClient(folio.url)
      const login = await client.login(match![1]!, match![2]!)
      expect(login.status).toBe(200)
      expect(login.body.user.role).toBe(role)
    }
  })

  it('fills dozens of posts with English and German titles', async () => {
    const admin = new ApiClient(folio.url)
    const [, email, password] = /admin\s+(\S+@\S+)\s+(\S+)/.exec(output)!
    await admin.login(email!, password!)
    const en = await admin.get('/posts?limit=100&locale=en&depth=0&sort=id')
    const de = await admin.get('/posts?limit=100&locale=de&depth=0&sort=id')
    expect(en.body.totalDocs).toBeGreaterThanOrEqual(24)
    expect(en.body.docs[0].title).not.toBe(de.body.docs[0].title)
    expect(de.body.docs[0].title).toMatch(/[a-zäöüß]/i)
    expect((await admin.get('/globals/settings')).body.siteName).toBeTruthy()
  })

  it('writes rich text with every element type and mark, in both languages', async () => {
    const admin = new ApiClient(folio.url)
    const [, email, password] = /admin\s+(\S+@\S+)\s+(\S+)/.exec(output)!
    await admin.login(email!, password!)
    const used = (value: unknown) => {
      const types = new Set<string>()
      const walk = (nodes: any[]): void => {
        for (const node of nodes) {
          if ('text' in node) for (const key of Object.keys(node)) types.add(key)
          else {
            types.add(node.type)
            if (node.textAlign) types.add(`align:${node.textAlign}`)
            if (node.linkType) types.add(`link:${node.linkType}`)
            walk(node.children)
          }
        }
      }
      walk(value as any[])
      return [...types].sort()
    }
    const everything = [
      ...['align:center', 'align:right', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      ...['indent', 'li', 'link', 'link:custom', 'link:internal', 'ol', 'paragraph'],
      ...[
        'relationship',
        'upload',
        'ul',
        'bold',
        'italic',
        'underline',
        'strikethrough',
        'code',
        'text',
      ],
    ].sort()
    for (const locale of ['en', 'de']) {
      const posts = (await admin.get(`/posts?limit=2&locale=${locale}&depth=1&sort=id`)).body.docs
      expect(used(posts[1].content)).toEqual(everything)
      const page = (await admin.get(`/pages?where[slug][equals]=about&locale=${locale}&depth=0`))
        .body.docs[0]
      expect(used(page.body)).toEqual(everything)
      const related = posts[1].content.find((n: any) => n.type === 'relationship')
      expect(related.value.slug).toMatch(/^(news|guides|opinion)$/)
      const image = posts[1].content.find((n: any) => n.type === 'upload')
      expect(image.value.filename).toBe('folio-placeholder.png')
      expect(image.fields.caption).toMatch(locale === 'en' ? /placeholder/ : /Platzhalter/)
      const external = JSON.stringify(posts[1].content)
      expect(external).toContain('"rel":["noopener","noreferrer"]')
    }
  })

  it('fills relations, blocks, arrays and joins so every field type has something to show', async () => {
    const admin = new ApiClient(folio.url)
    const [, email, password] = /admin\s+(\S+@\S+)\s+(\S+)/.exec(output)!
    await admin.login(email!, password!)
    const page = (await admin.get('/pages?where[slug][equals]=about&depth=0')).body.docs[0]
    expect(page.content.map((b: { blockType: string }) => b.blockType)).toEqual(['hero', 'cta'])
    const showcase = (await admin.get('/showcase?where[title][equals]=Every field type&depth=0'))
      .body.docs[0]
    expect(showcase.links).toHaveLength(2)
    expect(showcase.sections.map((b: { blockType: string }) => b.blockType)).toEqual([
      'hero',
      'gallery',
      'cta',
    ])
    expect(showcase.related.map((r: { relationTo: string }) => r.relationTo)).toEqual([
      'posts',
      'pages',
    ])
    expect(showcase.children.docs).toHaveLength(1)
    const guides = (await admin.get('/categories?where[slug][equals]=guides&depth=0')).body.docs[0]
    expect(guides.posts.docs.length).toBeGreaterThan(0)
  })

  it('leaves one pending invitation, with its German email in the outbox', async () => {
    const admin = new ApiClient(folio.url)
    const [, email, password] = /admin\s+(\S+@\S+)\s+(\S+)/.exec(output)!
    await admin.login(email!, password!)
    const pending = (await admin.get('/users?where[invitationStatus][equals]=pending&depth=0')).body
      .docs
    expect(pending.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      ['invited@folio.example', 'author'],
    ])
    const mail = (await admin.get('/folio-outbox?where[to][equals]=invited@folio.example')).body
      .docs
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toMatch(/^Ihre Einladung zu /)
    expect(mail[0].text).toMatch(/\/admin\/accept-invitation\?token=[\w-]{43}/)
  })

  it('adds a short demo video made with ffmpeg, which the running server encodes', async () => {
    const admin = new ApiClient(folio.url)
    const [, email, password] = /admin\s+(\S+@\S+)\s+(\S+)/.exec(output)!
    await admin.login(email!, password!)
    const find = async () =>
      (await admin.get('/video/videos?where[slug][equals]=folio-demo-video&depth=0')).body.docs
    expect(await find()).toHaveLength(1)
    await expect
      .poll(async () => (await find())[0]?.status, { timeout: 90_000, interval: 500 })
      .toBe('COMPLETE')
    const [video] = await find()
    expect(video.categories).toHaveLength(1)
    expect(video.tags).toHaveLength(1)
    const playlist = await fetch(video.src.abr.url)
    expect(playlist.status).toBe(200)
    expect(await playlist.text()).toContain('#EXT-X-STREAM-INF')
  }, 120_000)
})
