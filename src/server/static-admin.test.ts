import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import type { AdminBootData } from '../shared/boot'
import { adminCsp, staticAdmin } from './static-admin'

const dist = mkdtempSync(path.join(tmpdir(), 'folio-static-admin-'))
mkdirSync(path.join(dist, '.vite'))
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><script type="module" src="./assets/index.js"></script></head><body><div id="root"></div></body></html>',
)
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js' },
    'routes/login/route.tsx': { file: 'assets/login.js' },
  }),
)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const boot = {
  adminRoute: '/admin',
  apiRoute: '/api',
  cookiePrefix: 'folio',
  userCollection: 'users',
}

function server(bootData: () => Promise<AdminBootData | undefined>) {
  const app = new Hono()
  app.get(
    '/admin/*',
    staticAdmin({
      distDir: dist,
      boot,
      cookiePrefix: 'folio',
      supportedLanguages: ['en'],
      fallbackLanguage: 'en',
      bootData,
    }),
  )
  return app
}

describe('the admin page', () => {
  it('sends its code links at once and the boot data when they are there', async () => {
    let give: (data: AdminBootData | undefined) => void = () => {}
    const gate = new Promise<AdminBootData | undefined>((resolve) => (give = resolve))
    const response = await server(() => gate).request('/admin/collections/posts')
    expect(response.status).toBe(200)
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    const first = await reader.read()
    expect(first.value).toContain('<link rel="modulepreload" crossorigin href="./assets/login.js">')
    expect(first.value).toMatch(/<div id="root"><\/div>$/)
    expect(first.value).not.toContain('folio-boot-data')
    give({ language: 'en', clientConfig: { isAuthenticated: false }, me: { user: null } } as never)
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += chunk.value
    expect(rest).toMatch(/^<script type="application\/json" id="folio-boot-data">\{"language":"en"/)
    expect(rest).toMatch(/<\/body><\/html>$/)
  })

  it('stops the first part of a page the server may draw where its screen goes', async () => {
    let give: (data: AdminBootData | undefined) => void = () => {}
    const gate = new Promise<AdminBootData | undefined>((resolve) => (give = resolve))
    const response = await server(() => gate).request('/admin/login')
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    const first = await reader.read()
    expect(first.value).toContain('<link rel="modulepreload" crossorigin href="./assets/login.js">')
    expect(first.value).toMatch(/<div id="root">$/)
    give({ language: 'en', clientConfig: { isAuthenticated: false }, me: { user: null } } as never)
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += chunk.value
    // No server half in this build: the root stays empty and the SPA draws the screen.
    expect(rest).toMatch(/^<\/div><script type="application\/json" id="folio-boot-data">/)
  })

  it('goes out whole without boot data when they could not be had (the admin then asks itself)', async () => {
    const response = await server(() => Promise.reject(new Error('boom'))).request('/admin/login')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('folio-boot-data')
    expect(html).toContain('<div id="root"></div></body></html>')
  })
})

describe('adminCsp', () => {
  it('frames the admin’s own origin and the live-preview front ends it is given, and is framed by none', () => {
    expect(adminCsp()).toContain("frame-src 'self';")
    expect(adminCsp(['https://site.example'])).toContain("frame-src 'self' https://site.example;")
    expect(adminCsp(['*'])).toContain("frame-src 'self' https: http:;")
    expect(adminCsp(['*'])).toContain("frame-ancestors 'none'")
  })
})
