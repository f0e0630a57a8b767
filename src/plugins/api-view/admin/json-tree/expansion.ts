/**
 * Which containers are open: those at `depth` or above (1: the top-level entries), except the
 * ones toggled by hand. "Expand all" and "collapse all" only change the depth, so they cost the
 * same on any document.
 */
export interface Expansion {
  depth: number
  /** Row id → open, where it differs from what the depth says. */
  toggled: ReadonlyMap<string, boolean>
}

export const DEFAULT_EXPANDED_DEPTH = 1

export function expandedTo(depth: number): Expansion {
  return { depth, toggled: new Map() }
}

export const expandAll = (): Expansion => expandedTo(Infinity)

/** Only the top-level entries show. */
export const collapseAll = (): Expansion => expandedTo(0)

export function isExpanded(expansion: Expansion, id: string, level: number): boolean {
  return expansion.toggled.get(id) ?? level <= expansion.depth
}

export function withExpanded(
  expansion: Expansion,
  id: string,
  level: number,
  open: boolean,
): Expansion {
  if (isExpanded(expansion, id, level) === open) return expansion
  const toggled = new Map(expansion.toggled)
  if (open === level <= expansion.depth) toggled.delete(id)
  else toggled.set(id, open)
  return { depth: expansion.depth, toggled }
}
