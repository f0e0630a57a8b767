/** A row that is taller than the others (a revealed long string, measured), by `extra` pixels. */
export interface TallRow {
  index: number
  extra: number
}

export interface Range {
  start: number
  /** Exclusive. */
  end: number
}

/**
 * Where each row goes: every row is `rowHeight` high except the few tall ones, so a row's offset
 * is its index times the height plus the extra of the tall rows above it.
 */
export class RowLayout {
  readonly total: number
  private readonly tall: readonly TallRow[]

  constructor(
    readonly count: number,
    readonly rowHeight: number,
    tall: readonly TallRow[] = [],
  ) {
    this.tall = [...tall].filter((row) => row.extra > 0).sort((a, b) => a.index - b.index)
    this.total = count * rowHeight + this.tall.reduce((sum, row) => sum + row.extra, 0)
  }

  top(index: number): number {
    let shift = 0
    for (const row of this.tall) {
      if (row.index >= index) break
      shift += row.extra
    }
    return index * this.rowHeight + shift
  }

  /** The row at `y` pixels from the top, clamped to the rows there are. */
  indexAt(y: number): number {
    let shift = 0
    let index: number | undefined
    for (const row of this.tall) {
      const start = row.index * this.rowHeight + shift
      if (y < start) break
      if (y < start + this.rowHeight + row.extra) {
        index = row.index
        break
      }
      shift += row.extra
    }
    index ??= Math.floor((y - shift) / this.rowHeight)
    return Math.min(Math.max(index, 0), Math.max(this.count - 1, 0))
  }

  /** The rows that meet the span from `from` to `to` pixels, and `overscan` more on each side. */
  rangeFor(from: number, to: number, overscan: number): Range {
    if (this.count === 0) return { start: 0, end: 0 }
    return {
      start: Math.max(this.indexAt(from) - overscan, 0),
      end: Math.min(this.indexAt(Math.max(to - 1, from)) + 1 + overscan, this.count),
    }
  }
}
