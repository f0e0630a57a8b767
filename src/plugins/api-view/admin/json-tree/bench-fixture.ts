const WORDS = (
  'archive balance harbour lantern meadow quarter signal timber velvet winter copper garden ' +
  'island marble orbit pepper ribbon saddle thunder valley anchor canvas feather granite'
).split(' ')

/** A fixed pseudo-random sequence (a 32-bit linear congruential generator): the same every run. */
function sequence(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
  const below = (n: number) => Math.floor(next() * n)
  const words = (count: number) =>
    Array.from({ length: count }, () => WORDS[below(WORDS.length)]).join(' ')
  return { next, below, words }
}

/**
 * A document like a large `GET /api/<collection>/<id>` answer, about 1 MB of JSON with the
 * default 2,000 rows: a few top-level fields and `rows`, each with ten fields (nested objects,
 * arrays, numbers, booleans, nulls) and, every fifth row, a string long enough to be folded.
 * Deterministic: the same call gives the same document.
 */
export function buildJsonTreeBenchDocument(rowCount = 2000): Record<string, unknown> {
  const random = sequence(20240601)
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString()
  const rows = Array.from({ length: rowCount }, (_, index) => ({
    id: `row-${String(index).padStart(5, '0')}`,
    title: random.words(4),
    status: random.next() < 0.7 ? 'published' : 'draft',
    isFeatured: random.next() < 0.2,
    rating: Math.round(random.next() * 5000) / 1000,
    views: random.below(100_000),
    tags: Array.from({ length: 1 + random.below(4) }, () => random.words(1)),
    author: { id: random.below(500), name: random.words(2), email: null },
    updatedAt: day(random.below(365)),
    summary: random.words(index % 5 === 0 ? 86 : 19),
  }))
  return {
    id: 'bench-document',
    title: 'A large document',
    createdAt: day(0),
    updatedAt: day(364),
    _status: 'published',
    rows,
  }
}
