export const PAGE_SIZES = [5, 10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10
export const PAGINATION_NEIGHBOURS = 1

/** Parses the `limit` query parameter; anything not in PAGE_SIZES falls back to the default. */
export function parseLimit(raw: string | null | undefined): number {
  const n = Number(raw)
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE
}

export function parsePage(raw: string | null | undefined): number {
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/** The numbers of the 'x-y of total' range text. */
export function pageRange(args: { page: number; limit: number; totalDocs: number }): {
  from: number
  to: number
  total: number
} {
  const { page, limit, totalDocs } = args
  if (totalDocs <= 0) return { from: 0, to: 0, total: 0 }
  const from = Math.min((page - 1) * limit + 1, totalDocs)
  const to = Math.min(page * limit, totalDocs)
  return { from, to, total: totalDocs }
}

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string }

/** First page, last page, the current page and `neighbours` pages either side; gaps in between. */
export function pageItems(args: {
  page: number
  totalPages: number
  neighbours?: number
}): PageItem[] {
  const { page, totalPages, neighbours = PAGINATION_NEIGHBOURS } = args
  if (totalPages <= 1) return totalPages === 1 ? [{ type: 'page', page: 1 }] : []
  const wanted = new Set<number>([1, totalPages])
  for (let p = page - neighbours; p <= page + neighbours; p++)
    if (p >= 1 && p <= totalPages) wanted.add(p)
  const sorted = [...wanted].sort((a, b) => a - b)
  const items: PageItem[] = []
  let previous = 0
  for (const p of sorted) {
    if (p - previous > 1) items.push({ type: 'gap', key: `gap-${previous}` })
    items.push({ type: 'page', page: p })
    previous = p
  }
  return items
}
