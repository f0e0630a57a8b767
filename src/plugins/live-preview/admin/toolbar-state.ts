import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { preferenceQuery, useSavePreference } from '../../../admin/extend/data'

/** Zoom choices (SPEC): 50 to 200 percent, 100 by default. */
export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const

export const RESPONSIVE = 'responsive'
export const CUSTOM = 'custom'

/** The toolbar's choices, kept per user (a Payload preference). */
export interface ToolbarState {
  /** `responsive` (the pane's size), `custom` (the sizes typed) or a breakpoint's name. */
  breakpoint: string
  width: number
  height: number
  zoom: number
  /** Which side of the form the preview is on. */
  position: 'right' | 'left'
}

const DEFAULTS: ToolbarState = {
  breakpoint: RESPONSIVE,
  width: 800,
  height: 700,
  zoom: 1,
  position: 'right',
}

const PREFERENCE_KEY = 'live-preview-toolbar'

/** The smallest and largest frame a preview draws: a smaller one shows nothing worth seeing. */
export const MIN_SIZE = 100
export const MAX_SIZE = 10_000

const fits = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= MIN_SIZE && n <= MAX_SIZE

/**
 * A stored value, checked: a missing or older part falls back to its default, and a kept size
 * or breakpoint that would show nothing or is no longer offered resets the whole state (`wasReset`).
 */
export function toolbarStateOf(
  value: unknown,
  breakpoints: readonly string[],
): { state: ToolbarState; wasReset: boolean } {
  if (typeof value !== 'object' || value === null) return { state: DEFAULTS, wasReset: false }
  const stored = value as Partial<Record<keyof ToolbarState, unknown>>
  const breakpoint = typeof stored.breakpoint === 'string' ? stored.breakpoint : RESPONSIVE
  const isOffered =
    breakpoint === RESPONSIVE || breakpoint === CUSTOM || breakpoints.includes(breakpoint)
  const isSized = breakpoint !== RESPONSIVE
  const badSize =
    (stored.width !== undefined && !fits(stored.width)) ||
    (stored.height !== undefined && !fits(stored.height))
  if (!isOffered || (isSized && badSize)) return { state: DEFAULTS, wasReset: true }
  return {
    state: {
      breakpoint,
      width: fits(stored.width) ? stored.width : DEFAULTS.width,
      height: fits(stored.height) ? stored.height : DEFAULTS.height,
      zoom: (ZOOMS as readonly unknown[]).includes(stored.zoom)
        ? (stored.zoom as number)
        : DEFAULTS.zoom,
      position: stored.position === 'left' ? 'left' : 'right',
    },
    wasReset: false,
  }
}

/**
 * The toolbar's state, kept per user. A size that shows nothing is never kept; a kept state that
 * no longer fits is replaced by the defaults, and `wasReset` says so until the next change.
 */
export function useToolbarState(breakpoints: readonly string[]): {
  state: ToolbarState
  wasReset: boolean
  change: (changes: Partial<ToolbarState>) => void
} {
  const stored = useQuery(preferenceQuery<ToolbarState>(PREFERENCE_KEY))
  const save = useSavePreference<ToolbarState>(PREFERENCE_KEY)
  const { state, wasReset } = toolbarStateOf(stored.data, breakpoints)
  const [sawReset, setSawReset] = useState(false)
  const { mutate } = save
  useEffect(() => {
    if (!wasReset) return
    setSawReset(true)
    mutate(DEFAULTS)
  }, [wasReset, mutate])
  return {
    state,
    wasReset: sawReset,
    change: (changes) => {
      setSawReset(false)
      const next = { ...state, ...changes }
      if (next.breakpoint !== RESPONSIVE && (!fits(next.width) || !fits(next.height))) return
      mutate(next)
    },
  }
}
