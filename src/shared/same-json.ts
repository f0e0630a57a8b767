function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Whether two JSON values are the same data (keys in any order; a key holding undefined counts
 * as absent, as in JSON). Shared parts are the same object and are not walked: a long rich text
 * compared with its edited copy costs the blocks along the edit, not the whole text twice over.
 */
export function sameJSON(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (!isObject(a) || !isObject(b)) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, i) => sameJSON(item, b[i]))
  }
  const keys = Object.keys(a).filter((key) => a[key] !== undefined)
  if (keys.length !== Object.keys(b).filter((key) => b[key] !== undefined).length) return false
  return keys.every((key) => sameJSON(a[key], b[key]))
}
