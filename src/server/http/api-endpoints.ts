import type {
  Endpoint,
  SanitizedCollectionConfig,
  SanitizedConfig,
  SanitizedGlobalConfig,
} from 'payload'

/**
 * How many parameters an endpoint path (`/a/:b/c`, an optional last `:param?`) takes to match the
 * path's segments; undefined when it does not match. Enough for the paths Payload declares.
 */
export function paramCount(pattern: string, segments: string[]): number | undefined {
  const parts = pattern.split('/').filter(Boolean)
  let params = 0
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i]
    const segment = segments[i]
    if (part === undefined) return undefined
    if (part.startsWith(':')) {
      if (segment === undefined)
        return part.endsWith('?') && i === parts.length - 1 ? params : undefined
      params++
    } else if (part !== segment) return undefined
  }
  return params
}

export type EndpointOwner =
  | { kind: 'collection'; config: SanitizedCollectionConfig }
  | { kind: 'global'; config: SanitizedGlobalConfig }

/**
 * The endpoints Payload searches for a path, as its router picks them: a collection's, a global's
 * (`/globals/<slug>`) or the root ones; with the collection or global they belong to and the rest
 * of the path.
 */
export function endpointsFor(
  config: SanitizedConfig,
  pathname: string,
): { endpoints: Endpoint[]; segments: string[]; owner?: EndpointOwner } {
  const api = config.routes.api.replace(/\/+$/, '')
  const segments = pathname.slice(api.length).split('/').filter(Boolean)
  const [first, second, ...rest] = segments
  const collection = config.collections.find((c) => c.slug === first)
  if (collection)
    return {
      endpoints: collection.endpoints || [],
      segments: second === undefined ? [] : [second, ...rest],
      owner: { kind: 'collection', config: collection },
    }
  const global = first === 'globals' ? config.globals.find((g) => g.slug === second) : undefined
  if (global)
    return {
      endpoints: global.endpoints || [],
      segments: rest,
      owner: { kind: 'global', config: global },
    }
  return { endpoints: config.endpoints || [], segments }
}

/** The endpoint Payload runs for a method and path: the first of the list that matches both. */
export function endpointFor(
  config: SanitizedConfig,
  method: string,
  pathname: string,
): { endpoint?: Endpoint; owner?: EndpointOwner } {
  const { endpoints, segments, owner } = endpointsFor(config, pathname)
  const m = method.toLowerCase()
  const endpoint = endpoints.find(
    (each) => each.method === m && paramCount(each.path, segments) !== undefined,
  )
  return { endpoint, owner }
}

/** Payload reads a POST with `X-Payload-HTTP-Method-Override: GET` (or `X-HTTP-Method-Override`) as a GET. */
export function isReadOverride(request: Request): boolean {
  const { headers } = request
  return (
    request.method === 'POST' &&
    (headers.get('x-payload-http-method-override') === 'GET' ||
      headers.get('x-http-method-override') === 'GET')
  )
}

/** The method Payload's router goes by. */
export function effectiveMethod(request: Request): string {
  return isReadOverride(request) ? 'GET' : request.method
}
