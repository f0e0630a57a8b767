/** Reads `a.b.c` out of nested objects; undefined when any step is missing. */
export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** Writes `a.b.c` into nested objects, creating the objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.')
  let current = target
  for (const key of keys.slice(0, -1)) {
    const next = current[key]
    if (next === null || typeof next !== 'object' || Array.isArray(next)) current[key] = {}
    current = current[key] as Record<string, unknown>
  }
  current[keys[keys.length - 1]!] = value
}

/** Whether `path` exists in `source` (the last key is present, even with an undefined value). */
export function hasPath(source: unknown, path: string): boolean {
  const keys = path.split('.')
  const parent = keys.length === 1 ? source : getPath(source, keys.slice(0, -1).join('.'))
  return parent !== null && typeof parent === 'object' && keys[keys.length - 1]! in parent
}
