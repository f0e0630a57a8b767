import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, type FocusEvent, type PointerEvent } from 'react'
import type { ScreenPrefetchContext } from './screen-module'
import { useI18n } from '../i18n/I18nProvider'
import { useFullConfig } from './client-config-context'

type LinkPreloader = (
  to: string,
  language: string,
  data: Omit<ScreenPrefetchContext, 'params' | 'search'>,
) => unknown

let preloadLinkTarget: LinkPreloader = () => undefined

/** The router's preloader (`preloadLinkTarget` of app/router.tsx), set by the app at its start. */
export function setLinkPreloader(preloader: LinkPreloader): void {
  preloadLinkTarget = preloader
}

/** A pointer passing over a link on its way elsewhere does not start anything. */
const HOVER_INTENT_MS = 60

export interface IntentHandlers {
  onPointerEnter: (event: PointerEvent) => void
  onPointerLeave: () => void
  onPointerDown: () => void
  onFocus: (event: FocusEvent) => void
  onTouchStart: () => void
}

/**
 * Handlers for a link inside the signed-in admin that start its screen's code and first reads
 * (the screen's own `prefetch`, so it mounts with their answers) as soon as the user shows they
 * mean to follow it: the pointer resting on it, focus, a press. Once per link while it is shown;
 * without `to` (a target the user may not open) they do nothing.
 */
export function useIntentPreload(to: string | undefined): IntentHandlers {
  const queryClient = useQueryClient()
  const config = useFullConfig()
  const { language } = useI18n()
  const started = useRef<string | undefined>(undefined)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const start = () => {
    window.clearTimeout(timer.current)
    if (!to || started.current === to) return
    started.current = to
    preloadLinkTarget(to, language, { config, queryClient })
  }
  return {
    onPointerEnter: (event) => {
      // Touch has no hover: its press starts it.
      if (event.pointerType !== 'mouse' || !to || started.current === to) return
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(start, HOVER_INTENT_MS)
    },
    onPointerLeave: () => window.clearTimeout(timer.current),
    onPointerDown: start,
    onFocus: start,
    onTouchStart: start,
  }
}
