import { isExpanded, type Expansion } from './expansion'

export type ValueKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' | 'other'

/** One visible line of the tree: a treeitem. */
export interface Row {
  /** The value's JSON Pointer (RFC 6901) in the document: unique, and its parent's is a prefix. */
  id: string
  /** The property name or array index; none for a document that is not a non-empty container. */
  key: string | number | undefined
  value: unknown
  kind: ValueKind
  /** 1 for the document's own entries. */
  level: number
  setSize: number
  /** 1-based, among its siblings. */
  posInSet: number
  /** The index of the parent row, -1 at the top level. */
  parent: number
  /** Entries of an object or array (0 for the other kinds): it can be expanded when above 0. */
  childCount: number
  isExpanded: boolean
}

export function kindOf(value: unknown): ValueKind {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  switch (typeof value) {
    case 'object':
      return 'object'
    case 'string':
      return 'string'
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    default:
      return 'other'
  }
}

export function childId(parentId: string, key: string | number): string {
  if (typeof key === 'number' || !/[~/]/.test(key)) return `${parentId}/${key}`
  return `${parentId}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
}

/** The parent's id ('' for a top-level row, whose parent is the document). */
export function parentId(id: string): string {
  return id.slice(0, id.lastIndexOf('/'))
}

function countOf(value: unknown, kind: ValueKind): number {
  if (kind === 'array') return (value as unknown[]).length
  if (kind === 'object') return Object.keys(value as object).length
  return 0
}

/**
 * The rows that show: the document's entries, and those of every open container, depth first.
 * A closed container's entries are counted, not visited.
 */
export function flattenRows(document: unknown, expansion: Expansion): Row[] {
  const rows: Row[] = []
  const kind = kindOf(document)
  if (countOf(document, kind) > 0) addEntries({ rows, expansion }, document, kind, '', 1, -1)
  else
    rows.push({
      id: '',
      key: undefined,
      value: document,
      kind,
      level: 1,
      setSize: 1,
      posInSet: 1,
      parent: -1,
      childCount: 0,
      isExpanded: false,
    })
  return rows
}

interface Walk {
  rows: Row[]
  expansion: Expansion
}

function addEntries(
  walk: Walk,
  container: unknown,
  kind: ValueKind,
  id: string,
  level: number,
  parent: number,
): void {
  if (kind === 'array') {
    const items = container as unknown[]
    for (let i = 0; i < items.length; i++)
      addRow(walk, items[i], i, id, level, items.length, i, parent)
  } else {
    const entries = container as Record<string, unknown>
    const keys = Object.keys(entries)
    for (let i = 0; i < keys.length; i++)
      addRow(walk, entries[keys[i]!], keys[i]!, id, level, keys.length, i, parent)
  }
}

function addRow(
  walk: Walk,
  value: unknown,
  key: string | number,
  parentId: string,
  level: number,
  setSize: number,
  position: number,
  parent: number,
): void {
  const kind = kindOf(value)
  const id = childId(parentId, key)
  const childCount = countOf(value, kind)
  const open = childCount > 0 && isExpanded(walk.expansion, id, level)
  const index =
    walk.rows.push({
      id,
      key,
      value,
      kind,
      level,
      setSize,
      posInSet: position + 1,
      parent,
      childCount,
      isExpanded: open,
    }) - 1
  if (open) addEntries(walk, value, kind, id, level + 1, index)
}

/**
 * The index of the row `id`, or of its nearest ancestor that shows (a row hidden by collapsing),
 * or 0. `hint` is where it was last time, checked first.
 */
export function indexOfRow(rows: readonly Row[], id: string, hint = 0): number {
  if (rows[hint]?.id === id) return hint
  for (let wanted = id; wanted !== ''; wanted = parentId(wanted)) {
    const index = rows.findIndex((row) => row.id === wanted)
    if (index >= 0) return index
  }
  return 0
}
