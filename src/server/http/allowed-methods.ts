import type { Endpoint, SanitizedConfig } from 'payload'

/** Payload endpoint paths here are `/a/:b/c` with an optional last `:param?`; enough to match them. */
function paramCount(pattern: string, segments: string[]): number | undefined {
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

/** The endpoints Payload would search for a path (collection, global or root), and the rest of the path. */
function endpointsFor(
  config: SanitizedConfig,
  pathname: string,
): { endpoints: Endpoint[]; segments: string[] } {
  const api = config.routes.api.replace(/\/+$/, '')
  const segments = pathname.slice(api.length).split('/').filter(Boolean)
  const [first, second, ...rest] = segments
  const collection = config.collections.find((c) => c.slug === first)
  if (collection)
    return {
      endpoints: collection.endpoints || [],
      segments: second === undefined ? [] : [second, ...rest],
    }
  const global = first === 'globals' ? config.globals.find((g) => g.slug === second) : undefined
  if (global) return { endpoints: global.endpoints || [], segments: rest }
  return { endpoints: config.endpoints || [], segments }
}

/**
 * The methods of the endpoints that best match the path (those with the fewest parameters: `/login`
 * beats `/:id`), when the request's method is not among them; undefined when the method is allowed
 * or no endpoint matches (Payload then answers 404). So `GET /api/users/login` is a 405 (Allow: POST)
 * instead of a read of the user with id `login`.
 */
export function disallowedMethod(
  config: SanitizedConfig,
  method: string,
  pathname: string,
): string[] | undefined {
  const m = method.toLowerCase()
  if (m === 'options' || m === 'head') return undefined
  const { endpoints, segments } = endpointsFor(config, pathname)
  let best: { params: number; methods: Set<string> } | undefined
  for (const endpoint of endpoints) {
    const params = paramCount(endpoint.path, segments)
    if (params === undefined) continue
    if (!best || params < best.params) best = { params, methods: new Set() }
    if (params === best.params) best.methods.add(endpoint.method)
  }
  if (!best || best.methods.has(m)) return undefined
  return [...best.methods].map((name) => name.toUpperCase()).sort()
}
