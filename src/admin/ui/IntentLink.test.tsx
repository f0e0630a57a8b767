// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../i18n/I18nProvider'
import { setLinkPreloader } from '../lib/use-intent-preload'
import { SignedIn } from '../test-support/signed-in'
import { IntentLink } from './IntentLink'

const english = { language: 'en', dictionary: {}, fallback: {}, packs: [] }
const preload = vi.fn()

function showLink(canOpen = true) {
  render(
    <I18nProvider initial={english}>
      <SignedIn>
        <IntentLink to="/collections/posts/7" canOpen={canOpen}>
          First post
        </IntentLink>
      </SignedIn>
    </I18nProvider>,
  )
  return screen.getByRole('link', { name: 'First post' })
}

const mouse = { pointerType: 'mouse' }

beforeEach(() => {
  vi.useFakeTimers()
  preload.mockReset()
  setLinkPreloader(preload)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('IntentLink', () => {
  it('starts its screen once the pointer rests on it, once while it is shown', () => {
    const link = showLink()
    fireEvent.pointerEnter(link, mouse)
    expect(preload).not.toHaveBeenCalled()
    act(() => void vi.runAllTimers())
    expect(preload).toHaveBeenCalledTimes(1)
    expect(preload.mock.calls[0]?.[0]).toBe('/collections/posts/7')
    fireEvent.pointerLeave(link)
    fireEvent.pointerEnter(link, mouse)
    act(() => void vi.runAllTimers())
    fireEvent.focus(link)
    fireEvent.pointerDown(link)
    expect(preload).toHaveBeenCalledTimes(1)
  })

  it('does not start for a pointer that only passes over it', () => {
    const link = showLink()
    fireEvent.pointerEnter(link, mouse)
    fireEvent.pointerLeave(link)
    act(() => void vi.runAllTimers())
    expect(preload).not.toHaveBeenCalled()
  })

  it('starts at once on focus and on a press', () => {
    fireEvent.focus(showLink())
    expect(preload).toHaveBeenCalledTimes(1)
    cleanup()
    fireEvent.touchStart(showLink())
    expect(preload).toHaveBeenCalledTimes(2)
  })

  it('starts nothing for a target the user may not open', () => {
    const link = showLink(false)
    fireEvent.pointerEnter(link, mouse)
    fireEvent.focus(link)
    fireEvent.pointerDown(link)
    act(() => void vi.runAllTimers())
    expect(preload).not.toHaveBeenCalled()
  })
})
