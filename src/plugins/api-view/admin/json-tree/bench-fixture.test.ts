import { describe, expect, it } from 'vitest'
import { buildJsonTreeBenchDocument } from './bench-fixture'
import { FOLD_AT } from './fold'

describe('buildJsonTreeBenchDocument', () => {
  it('builds the same document of about 1 MB of JSON every time', () => {
    const json = JSON.stringify(buildJsonTreeBenchDocument())
    expect(json.length).toBeGreaterThan(950_000)
    expect(json.length).toBeLessThan(1_100_000)
    expect(JSON.stringify(buildJsonTreeBenchDocument())).toBe(json)
  })

  it('has 2,000 rows of ten fields, some with strings long enough to fold', () => {
    const rows = buildJsonTreeBenchDocument().rows as Record<string, unknown>[]
    expect(rows).toHaveLength(2000)
    expect(Object.keys(rows[0]!)).toHaveLength(10)
    const long = rows.filter((row) => (row.summary as string).length > FOLD_AT)
    expect(long).toHaveLength(400)
  })
})
