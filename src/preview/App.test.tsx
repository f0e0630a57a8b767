// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from './App'
import { guardedRequestHandler } from './live'
import { documentPath, localeFrom, parseRoute } from './route'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Answers by method and path (`GET /api/posts/1`), recording every request. */
function stubApi(routes: Record<string, (body: unknown) => Response>) {
  const calls: { method: string; path: string; body: unknown; credentials?: string }[] = []
  const fetchStub = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin)
    const method = init?.method ?? 'GET'
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ method, path: url.pathname + url.search, body, credentials: init?.credentials })
    const answer = routes[`${method} ${url.pathname}`]
    return answer ? answer(body) : json({ errors: [{ message: 'Not Found' }] }, 404)
  })
  vi.stubGlobal('fetch', fetchStub)
  return calls
}

/** A message from the admin, as Folio's live-preview pane sends it. */
function fromAdmin(data: Record<string, unknown>, origin = window.location.origin) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      data: {
        type: 'payload-live-preview',
        data,
        locale: 'en',
        collectionSlug: 'posts',
        externallyUpdatedRelationship: null,
      },
    }),
  )
}

beforeEach(() => {
  document.title = ''
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const post = { id: 1, title: 'Saved title', excerpt: 'A short summary.', content: [] }

describe('the sample site', () => {
  it('reads the draft with the session, says ready to the admin, and follows what is typed', async () => {
    const posted = vi.spyOn(window, 'postMessage')
    const calls = stubApi({
      'GET /api/posts/1': () => json(post),
      'GET /api/globals/settings': () => json({ siteName: 'The Daily Fold', tagline: 'News' }),
      'POST /api/posts/1': (body) => json({ ...post, ...(body as { data: object }).data }),
    })
    render(<App route={parseRoute('/preview/posts/1')} locale="en" />)
    const title = await screen.findByRole('heading', { level: 1, name: 'Saved title' })
    expect(screen.getByRole('article', { name: 'Saved title' })).toBeTruthy()
    expect(screen.getByText('A short summary.')).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'The Daily Fold' })).toBeTruthy()
    expect(document.title).toBe('Saved title · The Daily Fold')
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/api/posts/1?depth=2&draft=true&locale=en',
      body: undefined,
      credentials: 'include',
    })
    expect(posted).toHaveBeenCalledWith(
      { type: 'payload-live-preview', ready: true },
      window.location.origin,
    )

    await act(async () => fromAdmin({ id: 1, title: 'Typed title' }))
    expect(title.textContent).toBe('Typed title')
    const populate = calls.find((c) => c.method === 'POST')!
    expect(populate.path).toBe('/api/posts/1')
    expect(populate.body).toEqual({
      data: { id: 1, title: 'Typed title' },
      depth: 2,
      locale: 'en',
      flattenLocales: false,
    })

    // Another origin's message changes nothing.
    await act(async () => fromAdmin({ id: 1, title: 'Forged' }, 'https://evil.example'))
    expect(title.textContent).toBe('Typed title')
  })

  it('asks to sign in when the API refuses the visitor', async () => {
    stubApi({
      'GET /api/posts/1': () => json({ errors: [{ message: 'You are not allowed' }] }, 403),
      'GET /api/globals/settings': () => json({ errors: [] }, 403),
    })
    render(<App route={parseRoute('/preview/posts/1')} locale="de" />)
    expect(await screen.findByText('Sign in to the admin to see this preview.')).toBeTruthy()
    // The site's name falls back (in the content's language).
    expect(await screen.findByRole('link', { name: 'Folio-Beispielseite' })).toBeTruthy()
  })

  it('says when there is no such document, or no such page', async () => {
    stubApi({ 'GET /api/globals/settings': () => json({}) })
    render(<App route={parseRoute('/preview/pages/99')} locale={undefined} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    cleanup()
    render(<App route={parseRoute('/preview/users/1')} locale={undefined} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })

  it('draws a page with its body and blocks', async () => {
    stubApi({
      'GET /api/pages/5': () =>
        json({
          id: 5,
          title: 'About',
          summary: 'Who we are.',
          body: [{ type: 'paragraph', children: [{ text: 'We write.' }] }],
          content: [{ id: 'x', blockType: 'hero', heading: 'Hello' }],
        }),
      'GET /api/globals/settings': () => json({}),
    })
    render(<App route={parseRoute('/preview/pages/5')} locale="en" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeTruthy()
    expect(screen.getByText('We write.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Hello' })).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    // (The article's own header is no banner in a browser; jsdom's roles do not scope it.)
    expect(document.querySelector('.site > header.site-header')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })
})

describe('the live-preview request', () => {
  const target = { collection: 'posts', id: 1 }
  const initial = { id: 1, title: 'Initial' }
  const ask = (
    handler: ReturnType<typeof guardedRequestHandler>,
    data: object,
    endpoint = 'posts/1',
  ) =>
    handler({
      apiPath: '/api',
      endpoint,
      serverURL: window.location.origin,
      data: { data, depth: 2, locale: 'en', flattenLocales: false },
    }).then((r) => r.json() as Promise<{ title: string }>)

  it('keeps the document shown when the server refuses the data', async () => {
    stubApi({ 'POST /api/posts/1': () => json({ errors: [{ message: 'Unauthorized' }] }, 401) })
    const handler = guardedRequestHandler(target, initial)
    expect((await ask(handler, { id: 1, title: 'New' })).title).toBe('Initial')
  })

  it('drops an answer that arrives after a newer one', async () => {
    let release: () => void = () => {}
    const slow = new Promise<void>((resolve) => (release = resolve))
    let n = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { data: { title: string } }
        if (++n === 1) await slow
        return json({ id: 1, title: body.data.title })
      }),
    )
    const handler = guardedRequestHandler(target, initial)
    const first = ask(handler, { id: 1, title: 'A' })
    expect((await ask(handler, { id: 1, title: 'AB' })).title).toBe('AB')
    release()
    expect((await first).title).toBe('AB')
  })

  it("leaves this document as it is for another document's data", async () => {
    const calls = stubApi({ 'POST /api/pages/1': () => json({ id: 1, title: 'A page' }) })
    const handler = guardedRequestHandler(target, initial)
    expect((await ask(handler, { id: 2, title: 'Other post' })).title).toBe('Initial')
    expect((await ask(handler, { id: 1, title: 'A page' }, 'pages/1')).title).toBe('Initial')
    expect(calls).toHaveLength(0)
  })
})

describe('addresses', () => {
  it('knows the index, a post, a page, and nothing else', () => {
    expect(parseRoute('/preview')).toEqual({ kind: 'index' })
    expect(parseRoute('/preview/')).toEqual({ kind: 'index' })
    expect(parseRoute('/preview/posts/12')).toEqual({
      kind: 'document',
      collection: 'posts',
      id: '12',
    })
    expect(parseRoute('/preview/pages/abc-1/')).toEqual({
      kind: 'document',
      collection: 'pages',
      id: 'abc-1',
    })
    for (const path of [
      '/preview/users/1',
      '/preview/posts',
      '/preview/posts/1/2',
      '/preview/posts/%E0',
      '/preview/posts/a%2Fb',
      '/preview/posts/..',
    ])
      expect(parseRoute(path), path).toEqual({ kind: 'not-found' })
  })

  it('reads a well-formed locale only, and keeps it in links', () => {
    expect(localeFrom('?locale=de')).toBe('de')
    expect(localeFrom('?locale=pt-BR')).toBe('pt-BR')
    expect(localeFrom('?locale=%22%3E')).toBeUndefined()
    expect(localeFrom('')).toBeUndefined()
    expect(documentPath('pages', 3, 'de')).toBe('/preview/pages/3?locale=de')
    expect(documentPath('posts', 'a b', undefined)).toBe('/preview/posts/a%20b')
    expect(documentPath('media', 3, 'de')).toBeUndefined()
  })
})
