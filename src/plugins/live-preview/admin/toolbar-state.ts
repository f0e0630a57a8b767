import { useQuery } from '@tanstack/react-query'
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

/** A stored value, each part checked (an older or edited preference falls back part by part). */
export function toolbarStateOf(value: unknown): ToolbarState {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<ToolbarState>
  const size = (n: unknown, fallback: number) =>
    typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : fallback
  return {
    breakpoint: typeof stored.breakpoint === 'string' ? stored.breakpoint : DEFAULTS.breakpoint,
    width: size(stored.width, DEFAULTS.width),
    height: size(stored.height, DEFAULTS.height),
    zoom: (ZOOMS as readonly number[]).includes(stored.zoom as number)
      ? (stored.zoom as number)
      : DEFAULTS.zoom,
    position: stored.position === 'left' ? 'left' : 'right',
  }
}

export function useToolbarState(): [ToolbarState, (changes: Partial<ToolbarState>) => void] {
  const stored = useQuery(preferenceQuery<ToolbarState>(PREFERENCE_KEY))
  const save = useSavePreference<ToolbarState>(PREFERENCE_KEY)
  const state = toolbarStateOf(stored.data)
  return [state, (changes) => save.mutate({ ...state, ...changes })]
}
