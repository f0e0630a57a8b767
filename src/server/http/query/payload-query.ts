import { isDeepStrictEqual } from 'node:util'
import * as qs from 'qs-esm'

/** A query string as Payload reads it into `req.query`. */
export type Query = Record<string, unknown>

/** The options of Payload's own parse (`createPayloadRequest`, docs/payload-core.md §14). */
const PARSE_OPTIONS = {
  allowEmptyArrays: true,
  arrayLimit: 1000,
  depth: 10,
  ignoreQueryPrefix: true,
} as const

/** A URL's `search` (with or without `?`) read exactly as Payload reads it. */
export function parseQuery(search: string): Query {
  return search ? (qs.parse(search, PARSE_OPTIONS) as Query) : {}
}

/**
 * The query string that Payload reads back as `query`, or undefined when it cannot (keys nested
 * deeper than Payload's parse goes, or with brackets of their own, come back in another shape).
 */
export function serializeQuery(query: Query): string | undefined {
  // `allowEmptyArrays` is supported at run time but missing from qs-esm's types.
  const options = { allowEmptyArrays: true } as qs.IStringifyOptions
  const search = qs.stringify(query, options)
  return isDeepStrictEqual(parseQuery(search), query) ? search : undefined
}
