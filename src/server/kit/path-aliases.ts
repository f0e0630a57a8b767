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

const ALIASES_KEY = 'folioPathAliases'

/** The config's `custom` with more aliases. */
export function withPathAliases(
  custom: Record<string, unknown> | undefined,
  aliases: readonly PathAlias[],
): Record<string, unknown> {
  return { ...custom, [ALIASES_KEY]: [...pathAliasesOf(custom), ...aliases] }
}

export function pathAliasesOf(custom: Record<string, unknown> | undefined): PathAlias[] {
  const aliases = custom?.[ALIASES_KEY]
  return Array.isArray(aliases) ? (aliases as PathAlias[]) : []
}

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
