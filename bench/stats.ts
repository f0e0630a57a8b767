export interface LatencySummary {
  n: number
  median: number
  p95: number
  min: number
  max: number
}

const round = (ms: number) => Math.round(ms * 1000) / 1000

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return round(value)
}

/** Nearest-rank percentile: the smallest sample with at least p% of the samples at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)))
  return round(sorted[rank - 1]!)
}

export function summarize(values: readonly number[]): LatencySummary {
  return {
    n: values.length,
    median: median(values),
    p95: percentile(values, 95),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
  }
}

export { round as roundMs }
