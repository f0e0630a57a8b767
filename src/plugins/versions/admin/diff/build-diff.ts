import type {
  ArrayField,
  BlocksField,
  ClientBlock,
  ClientField,
  Label,
  LayoutNode,
} from '../../../../shared/client-config'

type Data = Record<string, unknown>

/** One field's two values (in one locale, for a localized field). */
export interface FieldDiff {
  kind: 'field'
  key: string
  field: ClientField
  locale?: string
  before: unknown
  after: unknown
  /** Changed fields inside: 1 or 0 for a field. */
  changed: number
}

/** A group, named or unnamed tab, row or collapsible: its fields nested. */
export interface SectionDiff {
  kind: 'section'
  key: string
  label?: Label
  children: DiffNode[]
  changed: number
}

/** An array's or blocks field's rows, matched by row id. */
export interface RowsDiff {
  kind: 'rows'
  key: string
  field: ArrayField | BlocksField
  locale?: string
  before: unknown[]
  after: unknown[]
  rows: RowDiff[]
  changed: number
}

export interface RowDiff {
  key: string
  /** Its position (1-based) in the newer version, or in the older one when removed. */
  position: number
  status: 'added' | 'removed' | 'moved' | 'changed' | 'unchanged'
  /** Where a moved row was (1-based). */
  from?: number
  /** Blocks: the row's block before and after (different when its type changed). */
  block?: { before?: ClientBlock; after?: ClientBlock }
  children: DiffNode[]
  changed: number
}

export type DiffNode = FieldDiff | SectionDiff | RowsDiff

export interface DiffInput {
  fields: ClientField[]
  layout: LayoutNode[]
  /** The two versions' data (`version` of a version document, read with `locale=all`). */
  before: Data | undefined
  after: Data | undefined
  /** The locales shown, when localization is on (localized values are `{ [code]: value }`). */
  locales?: string[]
  /** Every locale code of the config: how a localized value is told from a group. */
  allLocales?: string[]
}

/** The field types a diff knows; `ui` holds no data and is left out. */
const KNOWN = new Set([
  'array',
  'blocks',
  'checkbox',
  'code',
  'date',
  'email',
  'join',
  'json',
  'number',
  'point',
  'radio',
  'relationship',
  'richText',
  'select',
  'text',
  'textarea',
  'upload',
])

/**
 * The field-by-field comparison of two versions, in the layout's order and nesting: a node per
 * field (per shown locale when localized), sections for groups, tabs, rows and collapsibles, and
 * arrays and blocks row by row (rows matched by id, so added, removed and moved rows are told
 * apart). Each node counts the changed fields inside it. Fields hidden from the form are left
 * out. An unknown field type is an error.
 */
export function buildDiff(input: DiffInput): DiffNode[] {
  const context: Context = {
    locales: input.locales ?? [],
    allLocales: new Set(input.allLocales ?? input.locales ?? []),
  }
  return walk(
    input.layout,
    byPath(input.fields),
    input.before ?? {},
    input.after ?? {},
    '',
    context,
  )
}

interface Context {
  locales: string[]
  allLocales: Set<string>
}

const byPath = (fields: ClientField[]) => new Map(fields.map((f) => [f.name, f]))

function walk(
  layout: LayoutNode[],
  fields: Map<string, ClientField>,
  before: Data,
  after: Data,
  keyPrefix: string,
  context: Context,
): DiffNode[] {
  const out: DiffNode[] = []
  layout.forEach((node, index) => {
    if (node.kind === 'field') {
      const field = fields.get(node.path)
      // A field hidden from the form (the author of a save) is not a change the editor made.
      if (field && !field.admin.hidden)
        out.push(...fieldNodes(field, before, after, keyPrefix, context))
      return
    }
    const key = `${keyPrefix}${node.kind}:${'path' in node && node.path ? node.path : index}`
    if (node.kind === 'tabs') {
      node.tabs.forEach((tab, t) => {
        out.push(
          section(
            `${key}.${t}`,
            tab.label,
            walk(tab.children, fields, before, after, `${key}.${t}/`, context),
          ),
        )
      })
      return
    }
    const label = node.kind === 'row' ? undefined : node.label
    out.push(section(key, label, walk(node.children, fields, before, after, `${key}/`, context)))
  })
  return out
}

function section(key: string, label: Label | undefined, children: DiffNode[]): SectionDiff {
  return { kind: 'section', key, label, children, changed: sum(children) }
}

const sum = (nodes: { changed: number }[]) => nodes.reduce((n, node) => n + node.changed, 0)

/** Timestamps differ between any two versions and head the view already. */
const TIMESTAMPS = new Set(['updatedAt', 'createdAt'])

function fieldNodes(
  field: ClientField,
  before: Data,
  after: Data,
  keyPrefix: string,
  context: Context,
): DiffNode[] {
  if (field.type === 'ui' || (keyPrefix === '' && TIMESTAMPS.has(field.name))) return []
  if (!KNOWN.has(field.type)) throw new Error(`No diff for the field type "${field.type}"`)
  const localized =
    context.locales.length > 0 &&
    (field.localized ||
      isHeldPerLocale(before, field.name, context) ||
      isHeldPerLocale(after, field.name, context))
  const locales: (string | undefined)[] = localized ? context.locales : [undefined]
  return locales.map((locale) => {
    const a = valueAt(before, field.name, locale, context)
    const b = valueAt(after, field.name, locale, context)
    const key = `${keyPrefix}${field.name}${locale ? `@${locale}` : ''}`
    if (field.type === 'array' || field.type === 'blocks')
      return rowsDiff(field, a, b, key, locale, context)
    return { kind: 'field', key, field, locale, before: a, after: b, changed: isSame(a, b) ? 0 : 1 }
  })
}

function rowsDiff(
  field: ArrayField | BlocksField,
  beforeValue: unknown,
  afterValue: unknown,
  key: string,
  locale: string | undefined,
  context: Context,
): RowsDiff {
  const before = Array.isArray(beforeValue) ? (beforeValue as Data[]) : []
  const after = Array.isArray(afterValue) ? (afterValue as Data[]) : []
  const idOf = (row: Data, i: number, side: string) =>
    typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : `${side}${i}`
  const beforeById = new Map(before.map((row, i) => [idOf(row, i, 'b'), { row, position: i + 1 }]))
  const afterIds = new Set(after.map((row, i) => idOf(row, i, 'a')))
  const moved = movedRows(
    before.map((row, i) => idOf(row, i, 'b')),
    after.map((row, i) => idOf(row, i, 'a')),
  )
  // A row's own fields compare within the row: no locale there (the rows are the locale's).
  const inner: Context = { ...context, locales: [] }
  const rows: RowDiff[] = after.map((row, i) => {
    const id = idOf(row, i, 'a')
    const old = beforeById.get(id)
    const rowKey = `${key}#${id}`
    const parts = rowParts(field, old?.row, row)
    const children = walk(parts.layout, parts.fields, old?.row ?? {}, row, `${rowKey}/`, inner)
    const changedInside = sum(children)
    if (!old)
      return {
        key: rowKey,
        position: i + 1,
        status: 'added',
        block: parts.block,
        children,
        changed: Math.max(1, changedInside),
      }
    const isMoved = moved.has(id)
    const typeChanged = field.type === 'blocks' && old.row.blockType !== row.blockType
    const changed = changedInside + (typeChanged ? 1 : 0) + (isMoved ? 1 : 0)
    return {
      key: rowKey,
      position: i + 1,
      status: isMoved ? 'moved' : changed > 0 ? 'changed' : 'unchanged',
      from: isMoved ? old.position : undefined,
      block: parts.block,
      children,
      changed,
    }
  })
  before.forEach((row, i) => {
    const id = idOf(row, i, 'b')
    if (afterIds.has(id)) return
    const rowKey = `${key}#${id}`
    const parts = rowParts(field, row, undefined)
    const children = walk(parts.layout, parts.fields, row, {}, `${rowKey}/`, inner)
    rows.push({
      key: rowKey,
      position: i + 1,
      status: 'removed',
      block: parts.block,
      children,
      changed: Math.max(1, sum(children)),
    })
  })
  return { kind: 'rows', key, field, locale, before, after, rows, changed: sum(rows) }
}

/**
 * The rows that moved: of the rows both versions have, those outside the longest run that kept
 * its order (moving one row shifts the others, which did not move).
 */
function movedRows(beforeIds: string[], afterIds: string[]): Set<string> {
  const position = new Map(beforeIds.map((id, i) => [id, i]))
  const kept = afterIds.filter((id) => position.has(id))
  const seq = kept.map((id) => position.get(id)!)
  // Longest increasing subsequence, O(n log n), with links to rebuild it.
  const tails: number[] = []
  const links = new Array<number>(seq.length).fill(-1)
  seq.forEach((value, i) => {
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (seq[tails[mid]!]! < value) lo = mid + 1
      else hi = mid
    }
    links[i] = lo > 0 ? tails[lo - 1]! : -1
    tails[lo] = i
  })
  const stay = new Set<string>()
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = links[i]!)
    stay.add(kept[i]!)
  return new Set(kept.filter((id) => !stay.has(id)))
}

/** The fields and layout of one row: the array's, or the block's (the newer one's when its type changed). */
function rowParts(
  field: ArrayField | BlocksField,
  before: Data | undefined,
  after: Data | undefined,
) {
  if (field.type === 'array')
    return { fields: byPath(field.fields), layout: field.layout, block: undefined }
  const find = (row: Data | undefined) =>
    row ? field.blocks.find((b) => b.slug === row.blockType) : undefined
  const blockBefore = find(before)
  const blockAfter = find(after)
  const shown = blockAfter ?? blockBefore
  return {
    fields: byPath(shown?.fields ?? []),
    layout: shown?.layout ?? [],
    block: { before: blockBefore, after: blockAfter },
  }
}

/** Whether the value under a path is held per locale, at the field or at a group around it. */
function isHeldPerLocale(data: Data, path: string, context: Context): boolean {
  let current: unknown = data
  for (const segment of path.split('.')) {
    if (!current || typeof current !== 'object') return false
    current = (current as Data)[segment]
    if (isLocaleMap(current, context)) return true
  }
  return false
}

function isLocaleMap(value: unknown, context: Context): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((k) => context.allLocales.has(k))
}

/** A value under a path in one locale: a localized group or field holds `{ [code]: value }`. */
function valueAt(data: Data, path: string, locale: string | undefined, context: Context): unknown {
  let current: unknown = data
  for (const segment of path.split('.')) {
    if (!current || typeof current !== 'object') return undefined
    if (locale && !(segment in (current as Data)) && isLocaleMap(current, context))
      current = (current as Data)[locale]
    if (!current || typeof current !== 'object') return undefined
    current = (current as Data)[segment]
  }
  if (locale && isLocaleMap(current, context)) return (current as Data)[locale]
  return current
}

/** Equal as stored: relations compared by id whether populated or not, missing equal to null. */
export function isSame(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b)
}

function stable(value: unknown): string {
  return JSON.stringify(normalise(value)) ?? 'null'
}

function normalise(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.map(normalise)
  if (typeof value === 'object') {
    const entries = Object.entries(value as Data)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    return Object.fromEntries(entries.map(([k, v]) => [k, normalise(v)]))
  }
  return value
}
