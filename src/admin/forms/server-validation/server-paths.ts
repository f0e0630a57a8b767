import type { ClientField } from '../../../shared/client-config'

/** The paths of fields flagged `validateOnServer`, with `*` for row indexes (`links.*.label`). */
export function serverPathPatterns(fields: ClientField[], prefix = ''): string[] {
  const patterns: string[] = []
  for (const field of fields) {
    if (field.validateOnServer) patterns.push(prefix + field.name)
    if (field.type === 'array' && field.fields)
      patterns.push(...serverPathPatterns(field.fields, `${prefix}${field.name}.*.`))
    if (field.type === 'blocks')
      for (const block of field.blocks ?? [])
        patterns.push(...serverPathPatterns(block.fields, `${prefix}${field.name}.*.`))
  }
  return [...new Set(patterns)]
}

/** Matches form paths against the patterns; undefined when there are none. */
export function pathMatcher(patterns: string[]): ((path: string) => boolean) | undefined {
  if (patterns.length === 0) return undefined
  const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  const regex = new RegExp(
    `^(?:${patterns.map((p) => escape(p).replace(/\*/g, '\\d+')).join('|')})$`,
  )
  return (path) => regex.test(path)
}
