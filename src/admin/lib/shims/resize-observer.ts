/**
 * `@juggle/resize-observer` (a polyfill slate-react imports, then uses only where the browser has no
 * ResizeObserver) resolves here in the admin's build: every browser the admin supports has one.
 */
export const ResizeObserver = globalThis.ResizeObserver
