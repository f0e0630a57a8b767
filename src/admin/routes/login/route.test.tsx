// @vitest-environment jsdom
import { en } from '@payloadcms/translations/languages/en'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ClientConfigResponse } from '../../../shared/client-config'
import { meQuery } from '../../data/auth'
import { registerAdminPlugins } from '../../host/registry'
import type { SignInMethodContext } from '../../host/types'
import { folioEn } from '../../i18n/folio/en'
import { I18nProvider, useT } from '../../i18n/I18nProvider'
import type { Dictionary } from '../../i18n/translate'
import { ClientConfigContext } from '../../lib/client-config-context'
import { testConfig } from '../../test-support/signed-in'
import '../../test-support/jsdom'
import { Component as LoginScreen, prefetch } from './route'

/** A visitor's client config; `demo` lists the identity providers of the demo plugin. */
const visitorConfig = (providers: string[]): ClientConfigResponse => ({
  ...testConfig([]),
  isAuthenticated: false,
  plugins: { demo: { providers } },
})
const providersOf = (config: ClientConfigResponse) =>
  (config.plugins?.demo as { providers: string[] } | undefined)?.providers ?? []

const passkeyShown = { current: false }
const pages: { unmount: () => void; container: HTMLElement }[] = []

beforeAll(() => {
  registerAdminPlugins([
    {
      slug: 'demo',
      strings: {
        en: async () => ({ provider: 'Sign in with {{name}}', passkey: 'Use a passkey' }),
      },
      signInMethods: [
        {
          key: 'providers',
          isLinksOnly: true,
          when: ({ config }) => providersOf(config).length > 0,
          load: async () => ({
            default: function Providers({ config, redirect }: SignInMethodContext) {
              const t = useT()
              return providersOf(config).map((name) => (
                <a key={name} href={`/api/demo/${name}?redirect=${redirect ?? ''}`}>
                  {t('demo:provider' as never, { name })}
                </a>
              ))
            },
          }),
        },
        {
          key: 'passkey',
          when: () => passkeyShown.current,
          load: async () => ({
            default: function Passkey() {
              const t = useT()
              return <button type="button">{t('demo:passkey' as never)}</button>
            },
          }),
        },
      ],
    },
  ])
})
afterEach(() => {
  cleanup()
  for (const page of pages.splice(0)) {
    act(() => page.unmount())
    page.container.remove()
  }
  passkeyShown.current = false
})

/** The page's strings: Payload's, Folio's and the plugin's, as a page from the server carries them. */
const pageStrings = {
  language: 'en',
  dictionary: {
    ...(en.translations as Dictionary),
    folio: folioEn,
    demo: { provider: 'Sign in with {{name}}', passkey: 'Use a passkey' },
  },
  fallback: {},
  packs: ['plugin:demo'],
}

function Page(props: { config: ClientConfigResponse; path: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(meQuery(props.config.userCollection).queryKey, { user: null })
  return (
    <I18nProvider initial={pageStrings}>
      <QueryClientProvider client={client}>
        <ClientConfigContext value={props.config}>
          <MemoryRouter initialEntries={[props.path]}>
            <LoginScreen />
          </MemoryRouter>
        </ClientConfigContext>
      </QueryClientProvider>
    </I18nProvider>
  )
}

/** Draws the page as the server does (its prefetch first), then takes it over as the browser does. */
async function drawAndHydrate(config: ClientConfigResponse, path = '/login') {
  const search = new URLSearchParams(path.split('?')[1] ?? '')
  await prefetch({ config, search, params: {}, queryClient: new QueryClient() })
  const html = renderToString(<Page config={config} path={path} />)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const drawn = container.cloneNode(true) as HTMLElement
  const redrawn = vi.fn()
  await act(async () => {
    const root = hydrateRoot(container, <Page config={config} path={path} />, {
      onRecoverableError: redrawn,
    })
    pages.push({ unmount: () => root.unmount(), container })
  })
  return { drawn, redrawn, container }
}

const separators = (root: ParentNode) => root.querySelectorAll('[role="separator"]').length
const linkNames = (root: ParentNode) =>
  [...root.querySelectorAll('a[href^="/api/"]')].map((a) => a.textContent)

describe('the sign-in screen’s sign-in methods', () => {
  it('draws the methods that are only links on the server, with the divider, and hydrates them as drawn', async () => {
    const { drawn, redrawn, container } = await drawAndHydrate(
      visitorConfig(['Google', 'Microsoft']),
      '/login?redirect=%2Fadmin%2Faccount',
    )
    expect(separators(drawn)).toBe(1)
    expect(linkNames(drawn)).toEqual(['Sign in with Google', 'Sign in with Microsoft'])
    expect(drawn.querySelector('a[href^="/api/"]')?.getAttribute('href')).toBe(
      '/api/demo/Google?redirect=/admin/account',
    )
    expect(redrawn).not.toHaveBeenCalled()
    expect(linkNames(container)).toEqual(['Sign in with Google', 'Sign in with Microsoft'])
  })

  it('draws a method that is not only links once the page’s code runs, never on the server', async () => {
    passkeyShown.current = true
    const { drawn, redrawn } = await drawAndHydrate(visitorConfig(['Google']))
    expect(drawn.textContent).not.toContain('Use a passkey')
    expect(separators(drawn)).toBe(1)
    expect(redrawn).not.toHaveBeenCalled()
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toBeTruthy()
  })

  it('shows no divider and no method while none is shown', async () => {
    const { drawn, redrawn, container } = await drawAndHydrate(visitorConfig([]))
    expect(separators(drawn)).toBe(0)
    expect(redrawn).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(separators(container)).toBe(0)
    expect(linkNames(container)).toEqual([])
  })
})
