import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageStrings } from '../shared/boot'
import {
  SERVER_RENDER_FILE,
  type ScreenRender,
  type ScreenRenderInput,
  type ServerRenderModule,
} from '../shared/server-render'

export interface ServerRenderer {
  /** Whether the admin was built with its server half (it may still fail to load). */
  isBuilt: boolean
  draw: (input: ScreenRenderInput) => Promise<ScreenRender | undefined>
  /** The strings of a page in `language` (boot data `strings`). */
  strings: (language: string) => Promise<PageStrings | undefined>
}

/**
 * Draws a page's first screen with the admin's server half (built next to the admin, in `dir`),
 * loaded once at start-up, and gives the strings a page carries. Undefined when there is none (the
 * admin not built with it) or it fails: the SPA then draws the screen itself, as it does for every
 * page the server does not draw, and downloads its strings.
 */
export function serverRenderer(
  dir: string,
  onError: (error: unknown) => void = () => {},
): ServerRenderer {
  const file = path.join(dir, SERVER_RENDER_FILE)
  const isBuilt = existsSync(file)
  const loading: Promise<ServerRenderModule | undefined> = isBuilt
    ? (import(pathToFileURL(file).href) as Promise<ServerRenderModule>).catch((error: unknown) => {
        onError(error)
        return undefined
      })
    : Promise.resolve(undefined)
  const run =
    <A, R>(call: (module: ServerRenderModule, arg: A) => Promise<R | undefined>) =>
    async (arg: A): Promise<R | undefined> => {
      const module = await loading
      if (!module) return undefined
      try {
        return await call(module, arg)
      } catch (error) {
        onError(error)
        return undefined
      }
    }
  return {
    isBuilt,
    draw: run((module, input: ScreenRenderInput) => module.renderScreen(input)),
    strings: run((module, language: string) => module.pageStrings(language)),
  }
}
