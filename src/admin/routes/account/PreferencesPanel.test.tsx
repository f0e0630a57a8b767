// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The page of a server whose config fixes the theme (`admin.theme: 'dark'`) says so in its boot
// meta, read when the admin's modules load: written before they are imported.
vi.hoisted(() => {
  const meta = document.createElement('meta')
  meta.name = 'folio-boot'
  meta.content = JSON.stringify({
    adminRoute: '/admin',
    apiRoute: '/api',
    cookiePrefix: 'folio',
    userCollection: 'users',
    forcedTheme: 'dark',
  })
  document.head.append(meta)
})

import { renderInput } from '../../test-support/render-input'
import { ThemeProvider } from '../../test-support/theme'
import { useTheme } from '../../lib/theme'
import { PreferencesPanel } from './PreferencesPanel'

afterEach(cleanup)

function ShownTheme() {
  const { theme, isForced } = useTheme()
  return <output aria-label="theme">{`${theme} ${isForced ? 'forced' : 'chosen'}`}</output>
}

describe('the account page’s preferences when the config fixes the theme', () => {
  it('offer the language but no theme choice, and the theme is the config’s whatever was chosen before', () => {
    renderInput(
      () => (
        <ThemeProvider initial="light">
          <PreferencesPanel languages={['en', 'de', 'rs-latin']} />
          <ShownTheme />
        </ThemeProvider>
      ),
      { type: 'text' },
    )
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy()
    expect(screen.queryByRole('radiogroup')).toBeNull()
    expect(screen.getByRole('status', { name: 'theme' }).textContent).toBe('dark forced')
    // The option's lang is a BCP 47 tag, not Payload's code.
    expect(screen.getByRole('option', { name: 'srpski (latinica)' }).getAttribute('lang')).toBe(
      'sr-Latn',
    )
  })
})
