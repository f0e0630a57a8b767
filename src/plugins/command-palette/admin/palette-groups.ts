import { rankCommands, RECENT_GROUP, type FuzzyMatch } from '../shared'
import type { CommandGroup } from '../../../admin/extend'

/** One row of the palette: a command, a place to go or a document, ready to run. */
export interface PaletteItem {
  id: string
  group: CommandGroup
  label: string
  /** Shown after the label, muted (a document's collection and status). */
  detail?: string
  keywords?: readonly string[]
  isDisabled?: boolean
  /** Offered only once something is typed (one per language: too many to list unasked). */
  isSearchOnly?: boolean
  run: () => void
}

export type PaletteGroupName = CommandGroup | typeof RECENT_GROUP

export interface PaletteGroup {
  group: PaletteGroupName
  items: (PaletteItem & { match?: FuzzyMatch })[]
}

/** The groups in the order shown (the recently used ones first, while nothing is typed). */
export const GROUP_ORDER: readonly CommandGroup[] = ['goto', 'documents', 'create', 'actions']

/** At most this many rows per group while a query is typed (all while none is). */
export const ROWS_PER_GROUP = 8

/**
 * The palette's groups: the local commands fuzzy-matched and ranked (recently used first, see
 * `rankCommands`), and the documents the server found for the query, in its order, as their own
 * group (the server matched them by words, which the local matcher does not repeat).
 */
export function paletteGroups(
  commands: readonly PaletteItem[],
  documents: readonly PaletteItem[],
  query: string,
  recent: readonly string[],
): PaletteGroup[] {
  const hasQuery = query.trim() !== ''
  const offered = hasQuery ? commands : commands.filter((c) => !c.isSearchOnly)
  const ranked = rankCommands(offered, query, {
    groupOrder: GROUP_ORDER,
    recent,
    limitPerGroup: hasQuery ? ROWS_PER_GROUP : undefined,
  }) as PaletteGroup[]
  if (documents.length === 0) return ranked
  const docs: PaletteGroup = { group: 'documents', items: [...documents] }
  const at = ranked.findIndex(
    (g) =>
      g.group !== RECENT_GROUP && GROUP_ORDER.indexOf(g.group) > GROUP_ORDER.indexOf('documents'),
  )
  return at === -1 ? [...ranked, docs] : [...ranked.slice(0, at), docs, ...ranked.slice(at)]
}

/** The first row of the group after (or before) the one holding `index`, in the flat list. */
export function nextGroupStart(
  groups: readonly PaletteGroup[],
  index: number,
  step: 1 | -1,
): number {
  const starts: number[] = []
  let at = 0
  for (const group of groups) {
    starts.push(at)
    at += group.items.length
  }
  if (starts.length === 0) return -1
  let current = 0
  for (let g = 0; g < starts.length; g++) if (index >= starts[g]!) current = g
  const next = (current + step + starts.length) % starts.length
  return starts[next]!
}
