// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SignInMethodContext } from '../../../admin/extend'
import { renderInput } from '../../../admin/test-support/render-input'
import { testConfig } from '../../../admin/test-support/signed-in'
import type { TextField } from '../../../shared/client-config'
import type { OidcProviderSummary } from '../shared'
import { oidcAdmin } from '.'
import ProviderLinks from './ProviderLinks'

afterEach(cleanup)

/** The sign-in screen's client config (the public subset) with these providers enabled. */
function signInContext(
  providers: OidcProviderSummary[] | undefined,
  redirect?: string,
): SignInMethodContext {
  return {
    redirect,
    config: {
      ...testConfig([]),
      isAuthenticated: false,
      ...(providers ? { plugins: { oidc: { providers } } } : {}),
    },
  }
}

async function renderLinks(context: SignInMethodContext, language: 'en' | 'de' = 'en') {
  const strings = await oidcAdmin.strings![language]!()
  renderInput(() => <ProviderLinks {...context} />, { type: 'text' } as TextField, undefined, {
    strings: { oidc: strings },
  })
}

const twoProviders: OidcProviderSummary[] = [
  { id: 'google', name: 'Google' },
  { id: 'microsoft', name: 'Microsoft' },
]

describe('the identity providers on the sign-in screen', () => {
  it('draws one link per provider, to its authorization endpoint with the checked redirect', async () => {
    await renderLinks(signInContext(twoProviders, '/admin/collections/posts?where[a]=b&c=d'))
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Sign in with Google',
      'Sign in with Microsoft',
    ])
    expect(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe(
      '/api/admin/oauth/authorization/google?flow=login&redirect=%2Fadmin%2Fcollections%2Fposts%3Fwhere%5Ba%5D%3Db%26c%3Dd',
    )
    const microsoft = screen.getByRole('link', { name: 'Sign in with Microsoft' })
    expect(new URL(microsoft.getAttribute('href')!, 'http://folio.test').pathname).toBe(
      '/api/admin/oauth/authorization/microsoft',
    )
    expect(
      new URL(microsoft.getAttribute('href')!, 'http://folio.test').searchParams.get('redirect'),
    ).toBe('/admin/collections/posts?where[a]=b&c=d')
    // Styled as the admin's full-width secondary button.
    expect(microsoft.className).toBe('button button--secondary button--block')
  })

  it('leaves the redirect out when there is none', async () => {
    await renderLinks(signInContext([{ id: 'oidc', name: 'Company SSO' }]))
    expect(
      screen.getByRole('link', { name: 'Sign in with Company SSO' }).getAttribute('href'),
    ).toBe('/api/admin/oauth/authorization/oidc?flow=login')
  })

  it('speaks German in a German admin', async () => {
    await renderLinks(signInContext(twoProviders, '/admin'), 'de')
    expect(screen.getByRole('link', { name: 'Mit Google anmelden' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Mit Microsoft anmelden' })).toBeTruthy()
  })

  it('shows on the sign-in screen only while a provider is enabled, drawn by the server (links only)', () => {
    const [method] = oidcAdmin.signInMethods ?? []
    expect(method?.isLinksOnly).toBe(true)
    expect(method?.when?.(signInContext(twoProviders))).toBe(true)
    expect(method?.when?.(signInContext([]))).toBe(false)
    expect(method?.when?.(signInContext(undefined))).toBe(false)
  })

  it('draws nothing without providers', async () => {
    await renderLinks(signInContext([]))
    expect(screen.queryByRole('link')).toBeNull()
  })
})
