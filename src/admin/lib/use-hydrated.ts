import { useSyncExternalStore } from 'react'

const nothingToWatch = () => () => {}

/**
 * False on the server and while React takes over a screen the server drew, true from the render
 * after (and at once for a screen drawn in the browser): what must not work before the page's
 * code does, such as a form's submit button (a browser would send the form itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  )
}
