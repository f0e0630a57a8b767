import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  SERVER_RENDER_FILE,
  type ScreenRender,
  type ScreenRenderInput,
  type ServerRenderModule,
} from '../shared/server-render'

/**
 * Draws a page's first screen with the admin's server half (built next to the admin, in `dir`),
 * loaded once at start-up. Undefined when there is none (the admin not built with it) or it fails:
 * the SPA then draws the screen itself, as it does for every page the server does not draw.
 */
export function serverRenderer(
  dir: string,
  onError: (error: unknown) => void = () => {},
): (input: ScreenRenderInput) => Promise<ScreenRender | undefined> {
  const file = path.join(dir, SERVER_RENDER_FILE)
  const loading: Promise<ServerRenderModule | undefined> = existsSync(file)
    ? (import(pathToFileURL(file).href) as Promise<ServerRenderModule>).catch((error: unknown) => {
        onError(error)
        return undefined
      })
    : Promise.resolve(undefined)
  return async (input) => {
    const module = await loading
    if (!module) return undefined
    try {
      return await module.renderScreen(input)
    } catch (error) {
      onError(error)
      return undefined
    }
  }
}
