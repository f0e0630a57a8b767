import type { SanitizedConfig } from 'payload'
import { endpointsFor, paramCount } from './api-endpoints'

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
