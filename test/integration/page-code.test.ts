import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, signedInAdmin } from '../harness/api-client'
import { startFolio, type RunningFolio } from '../harness/server'

/**
 * An admin page names the code of the screen it opens on (its strings are in its boot data), so that
 * code downloads with the entry instead of after it has run: `modulepreload` and stylesheet links
 * written from the build manifest (src/server/admin-preload.ts). What the database is does not
 * matter here: SQLite only.
 */
const manifest = JSON.parse(
  readFileSync(path.resolve('dist/admin/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; imports?: string[]; css?: string[] }>

/** The file of a manifest entry and of everything it imports, followed through. */
function filesOf(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const next of chunk.imports ?? []) filesOf(next, into)
  return into
}

/** What a page makes the browser fetch before its script runs: scripts, preloads, stylesheets. */
const PAGE_REQUEST = /<script [^>]*src="|<link rel="(?:modulepreload|stylesheet)"/g

async function pageHtml(folio: RunningFolio, pagePath: string, client?: ApiClient) {
  const res = await fetch(`${folio.url}/admin${pagePath}`, {
    headers: {
      'Sec-Fetch-Site': 'none',
      'Sec-Fetch-Dest': 'document',
      ...(client ? { Cookie: client.cookieHeader() } : {}),
    },
  })
  expect(res.status).toBe(200)
  return res.text()
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\.\/(assets\/[^"]+)">/g

async function pageCode(
  folio: RunningFolio,
  pagePath: string,
  client?: ApiClient,
  language = 'en',
) {
  const res = await fetch(`${folio.url}/admin${pagePath}`, {
    headers: {
      'Accept-Language': language,
      // What a browser sends for a typed address (fetch keeps all but the mode, which is enough).
      'Sec-Fetch-Site': 'none',
      'Sec-Fetch-Dest': 'document',
      ...(client ? { Cookie: client.cookieHeader() } : {}),
    },
  })
  expect(res.status).toBe(200)
  const html = await res.text()
  const files = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)
  // None twice: the entry's own files (in the page as Vite wrote it) are not named again.
  expect(files.length).toBe(new Set(files).size)
  return new Set(files)
}

describe('the code an admin page names', () => {
  let folio: RunningFolio
  let admin: ApiClient
  const shell = filesOf('app/Shell.tsx')
  const login = filesOf('routes/login/route.tsx')
  const editor = filesOf('routes/document/route.tsx')
  const entry = filesOf('index.html')

  beforeAll(async () => {
    folio = await startFolio({ database: 'sqlite' })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('names the sign-in screen on the sign-in page, not the signed-in admin', async () => {
    const named = await pageCode(folio, '/login')
    for (const file of login) if (!entry.has(file)) expect(named).toContain(file)
    for (const file of shell)
      if (!login.has(file) && !entry.has(file)) expect(named).not.toContain(file)
  })

  it('names the shell and the editor on a signed-in edit page, and every named file is served for a year', async () => {
    const named = await pageCode(folio, '/collections/posts/1', admin)
    for (const file of new Set([...shell, ...editor]))
      if (!entry.has(file)) expect(named).toContain(file)
    for (const file of named) {
      const asset = await fetch(`${folio.url}/admin/${file}`)
      expect(asset.status).toBe(200)
      expect(asset.headers.get('cache-control')).toContain('immutable')
      await asset.body?.cancel()
    }
  })

  it('links the one stylesheet of the admin on every page, which no screen adds to', async () => {
    const entryStyles = [manifest['style.css']!.file]
    expect(Object.values(manifest).filter((chunk) => chunk.css?.length)).toEqual([])
    for (const [pagePath, client] of [
      ['/login', undefined],
      ['/collections/posts', admin],
      ['/collections/posts/1', admin],
    ] as const) {
      const html = await pageHtml(folio, pagePath, client)
      const styles = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\.\/([^"]+)"/g)]
      expect(styles.map((m) => m[1])).toEqual(entryStyles)
    }
  })

  it('names no more requests than the screen’s budget: the page, its code and its styles', async () => {
    const budgets = { '/login': 8, '/collections/posts': 11, '/collections/posts/1': 12 }
    for (const [pagePath, budget] of Object.entries(budgets)) {
      const html = await pageHtml(folio, pagePath, pagePath === '/login' ? undefined : admin)
      const named = html.match(PAGE_REQUEST)?.length ?? 0
      expect(1 + named, `${pagePath} names ${named} files`).toBeLessThanOrEqual(budget)
    }
  })

  it('loads each plugin’s admin parts as one chunk (besides the shared admin code), and what it loads on intent as one more', () => {
    const shared = new Set([...filesOf('index.html'), ...shell])
    const chunksOf = new Map<string, Set<string>>()
    for (const key of Object.keys(manifest)) {
      const part = /plugins\/([\w-]+)\/admin\/(?!index\.ts$|strings\/)/.exec(key)
      if (!part) continue
      const files = chunksOf.get(part[1]!) ?? new Set<string>()
      for (const file of filesOf(key)) if (!shared.has(file)) files.add(file)
      chunksOf.set(part[1]!, files)
    }
    expect(chunksOf.size).toBeGreaterThan(3)
    for (const [plugin, files] of chunksOf) {
      const screenParts = [...files].filter((file) => !file.includes(`plugin-${plugin}-later-`))
      expect({ plugin, files: screenParts }).toEqual({
        plugin,
        files: screenParts.length ? [expect.stringContaining(`plugin-${plugin}-`) as string] : [],
      })
      expect(files.size - screenParts.length).toBeLessThanOrEqual(1)
    }
    // The rich-text editor (Slate) is the richtext plugin's part loaded on intent.
    expect(manifest['../plugins/richtext/admin/RichTextEditor.tsx']?.file).toMatch(
      /plugin-richtext-later-/,
    )
  })

  it('names no code loaded on intent on an edit page of rich text: the editor loads when a person reaches for it', async () => {
    const named = [...(await pageCode(folio, '/collections/posts/1', admin))]
    expect(named.some((file) => file.includes('plugin-richtext-'))).toBe(true)
    expect(named.filter((file) => /-later-/.test(file))).toEqual([])
  })

  it('asks Intl nothing while its modules load: react-aria’s default locale is the admin’s own, which needs no locale data', () => {
    const assets = path.resolve('dist/admin/assets')
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
    const checking = scripts.filter((file) =>
      readFileSync(path.join(assets, file), 'utf8').includes('supportedLocalesOf'),
    )
    expect(scripts.length).toBeGreaterThan(5)
    expect(checking).toEqual([])
  })

  it('names the sign-in screen, not the admin, when a visitor opens a signed-in address', async () => {
    const named = await pageCode(folio, '/collections/posts/1')
    expect(named).toContain(manifest['routes/login/route.tsx']!.file)
    expect(named).not.toContain(manifest['app/Shell.tsx']!.file)
    expect(named).not.toContain(manifest['routes/document/route.tsx']!.file)
  })

  it('names no strings: they are in the page (boot data), in its language', async () => {
    const strings = Object.entries(manifest)
      .filter(([key]) =>
        /(^|\/)(strings\/[^/]+\.ts|i18n\/folio\/[^/]+\.ts|translations\/dist\/languages\/[^/]+\.js)$/.test(
          key,
        ),
      )
      .map(([, chunk]) => chunk.file)
    expect(strings.length).toBeGreaterThan(10)
    for (const [path, client, language] of [
      ['/login', undefined, 'en'],
      ['/login', undefined, 'de-DE,de;q=0.9'],
      ['/collections/posts', admin, 'en'],
      ['/collections/posts/1', admin, 'de-DE,de;q=0.9'],
    ] as const) {
      const named = await pageCode(folio, path, client, language)
      for (const file of strings) expect(named, `${path} ${language}`).not.toContain(file)
    }
  })
})
