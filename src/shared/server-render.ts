import type { AdminBoot, AdminBootData, PageStrings } from './boot'
import type { Theme } from './theme'

/**
 * The admin's server half (`src/admin/app/render-screen.tsx`, built by `vite build --ssr` into
 * `<admin dist>-ssr/`): draws a page's first screen on the server from the page's boot data, so
 * the page shows it, and takes typing, before its scripts have run. The SPA then hydrates it.
 */
export const SERVER_RENDER_FILE = 'render-screen.js'

export interface ScreenRenderInput {
  boot: AdminBoot
  bootData: AdminBootData
  theme: Theme
  /** The page's path under the admin route, with a leading slash. */
  path: string
  /** The page's query string, with its `?`, or empty. */
  search: string
  /** The browser's time zone (a cookie it wrote), which dates are shown in; UTC when unknown. */
  timeZone?: string
}

export interface ScreenRender {
  /** The contents of `#root`. */
  html: string
  /** The boot data the page carries with it: what the SPA needs to take the screen over. */
  bootData: AdminBootData
}

export interface ServerRenderModule {
  /** The screen drawn, or undefined when it is not drawn on the server. */
  renderScreen: (input: ScreenRenderInput) => Promise<ScreenRender | undefined>
  /**
   * The strings every page in `language` carries (boot data `strings`), with the packs of every
   * admin plugin of the build; the same object for every page of a language.
   */
  pageStrings: (language: string) => Promise<PageStrings>
}
