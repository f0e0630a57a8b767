import { useHydrated } from './use-hydrated'

/**
 * Dates show in the browser's time zone. A screen the server draws shows them in the zone the
 * browser named in a cookie (`<prefix>-tz`, written at every start), or UTC before it has, and
 * so does the render that takes the screen over (it must match); the next render shows the
 * browser's own.
 */
let pageTimeZone: string | undefined

/** The zone the server's render (or the browser's take-over of it) shows dates in. */
export function setPageTimeZone(zone: string | undefined): void {
  pageTimeZone = zone
}

/** The zone dates are shown in now: undefined for the browser's own. */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : pageTimeZone
}
