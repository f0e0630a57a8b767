import { customList } from './custom-entry'

/**
 * Another path for a collection's REST routes: a plugin whose collections live in a namespace
 * (`/api/video/videos…`) serves them as the collections Payload knows (`/api/video-videos…`),
 * since Payload's routes take one path segment per collection. The bridge (payload-bridge.ts)
 * rewrites the path before Payload or the method check sees it.
 */
export interface PathAlias {
  /** Path segments after the api route, e.g. `video/videos`. */
  from: string
  /** The collection slug they stand for, e.g. `video-videos`. */
  to: string
}

const pathAliases = customList<PathAlias>('folioPathAliases')

/** The config's `custom` with more aliases. */
export const withPathAliases = pathAliases.with

export const pathAliasesOf = pathAliases.of

/** The path with an alias replaced (`/api/video/videos/1` → `/api/video-videos/1`), else undefined. */
export function aliasedPath(
  aliases: readonly PathAlias[],
  api: string,
  pathname: string,
): string | undefined {
  if (!pathname.startsWith(`${api}/`)) return undefined
  const rest = pathname.slice(api.length + 1)
  for (const { from, to } of aliases)
    if (rest === from || rest.startsWith(`${from}/`))
      return `${api}/${to}${rest.slice(from.length)}`
  return undefined
}
