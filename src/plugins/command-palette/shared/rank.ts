import { fuzzyMatch, type FuzzyMatch } from './fuzzy'

/** What the ranking needs of a command: its id, group, label, and words it is also found by. */
export interface RankableCommand {
  id: string
  group: string
  label: string
  keywords?: readonly string[]
}

export type Ranked<C extends RankableCommand> = C & { match: FuzzyMatch | undefined }

export interface RankedGroup<C extends RankableCommand> {
  group: string
  items: Ranked<C>[]
}

/** The group of the recently used commands, shown first while nothing is typed. */
export const RECENT_GROUP = 'recent'

/** A keyword's match counts a little less than the label's. */
const KEYWORD_PENALTY = 2

/** The best match of the query in the label or one of the keywords. */
function matchOf(query: string, command: RankableCommand): FuzzyMatch | undefined {
  let best = fuzzyMatch(query, command.label)
  for (const keyword of command.keywords ?? []) {
    const m = fuzzyMatch(query, keyword)
    if (m && (!best || m.score - KEYWORD_PENALTY > best.score))
      best = { score: m.score - KEYWORD_PENALTY, indexes: [] }
  }
  return best
}

/**
 * The commands in their groups, the groups in `groupOrder` (one not named there last, in first-seen
 * order). Without a query: the recently used commands (ids in `recent`, most recent first) make the
 * first group, `RECENT_GROUP`, and leave their own; the others keep their order. With a query:
 * only the matching commands, each group by score, a recently used one a little higher (and first
 * on a tie).
 */
export function rankCommands<C extends RankableCommand>(
  commands: readonly C[],
  query: string,
  options: { groupOrder: readonly string[]; recent?: readonly string[]; limitPerGroup?: number },
): RankedGroup<C>[] {
  const recent = options.recent ?? []
  const recency = new Map(recent.map((id, i) => [id, i]))
  const hasQuery = query.trim() !== ''
  const byGroup = new Map<string, { item: Ranked<C>; score: number; at: number }[]>()
  const add = (group: string, entry: { item: Ranked<C>; score: number; at: number }) => {
    const list = byGroup.get(group) ?? []
    byGroup.set(group, list)
    list.push(entry)
  }
  commands.forEach((command, at) => {
    const match = hasQuery ? matchOf(query, command) : undefined
    if (hasQuery && !match) return
    const rank = recency.get(command.id)
    const bonus = rank === undefined ? 0 : Math.max(1, 4 - rank)
    const item = { ...command, match }
    if (!hasQuery && rank !== undefined) add(RECENT_GROUP, { item, score: 0, at })
    else add(command.group, { item, score: (match?.score ?? 0) + bonus, at })
  })
  const order = (group: string) => {
    if (group === RECENT_GROUP) return -1
    const i = options.groupOrder.indexOf(group)
    return i === -1 ? options.groupOrder.length : i
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([group, entries]) => {
      entries.sort((a, b) => {
        if (b.score !== a.score) return b.score - a.score
        const ra = recency.get(a.item.id) ?? Infinity
        const rb = recency.get(b.item.id) ?? Infinity
        return ra !== rb ? ra - rb : a.at - b.at
      })
      const kept = options.limitPerGroup ? entries.slice(0, options.limitPerGroup) : entries
      return { group, items: kept.map((e) => e.item) }
    })
}

/** The ids kept as recently used after `id` ran: it first, at most `max`. */
export function withRecent(recent: readonly string[], id: string, max = 5): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, max)
}
