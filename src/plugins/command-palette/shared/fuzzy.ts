/** Where a query matched a text, and how well (higher is better). */
export interface FuzzyMatch {
  score: number
  /** The indexes of the text's characters the query's characters matched, in order. */
  indexes: number[]
}

const WORD_START_BONUS = 8
const CONSECUTIVE_BONUS = 5
const FIRST_CHAR_BONUS = 6
const PREFIX_BONUS = 10
const GAP_PENALTY = 1
const MAX_GAP_PENALTY = 3

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const isWordStart = (text: string, i: number) => {
  if (i === 0) return true
  const before = text[i - 1]!
  const here = text[i]!
  if (/[\s\-_/.:,()'"]/.test(before)) return true
  // camelCase: a capital after a lowercase letter.
  return here !== here.toLowerCase() && before === before.toLowerCase() && /\p{L}/u.test(before)
}

/**
 * The query's characters in the text, in order, not necessarily adjacent (a subsequence), case- and
 * accent-insensitive; spaces in the query are ignored. The score rewards matches at word starts,
 * runs of consecutive characters and a match at the very start, and costs gaps, so 'np' finds
 * 'New post' before 'Unpublish'. Undefined when the text does not hold the query.
 *
 * Each query character is matched greedily but preferring a word start or the character right
 * after the previous match when one is ahead before the next plain occurrence would be used.
 */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | undefined {
  const q = fold(query).replace(/\s+/g, '')
  if (q === '') return { score: 0, indexes: [] }
  const folded = fold(text)
  // Folding may change length (rare ligatures); match on the original positions only when equal.
  const t = folded.length === text.length ? folded : text.toLowerCase()
  if (q.length > t.length) return undefined
  const indexes: number[] = []
  let score = 0
  let from = 0
  for (let qi = 0; qi < q.length; qi++) {
    const ch = q[qi]!
    const previous = indexes.length > 0 ? indexes[indexes.length - 1]! : -1
    // The first occurrence, and a better one (consecutive or word start) if any is ahead.
    let first = -1
    let best = -1
    for (let i = from; i < t.length; i++) {
      if (t[i] !== ch) continue
      if (first === -1) first = i
      if (i === previous + 1 && previous >= 0) {
        best = i
        break
      }
      if (isWordStart(text, i)) {
        best = i
        break
      }
    }
    if (first === -1) return undefined
    // Only jump ahead if the rest of the query still fits after the better position.
    const chosen = best !== -1 && fits(q, qi + 1, t, best + 1) ? best : first
    if (chosen === previous + 1 && previous >= 0) score += CONSECUTIVE_BONUS
    else if (previous >= 0)
      score -= Math.min(MAX_GAP_PENALTY, (chosen - previous - 1) * GAP_PENALTY)
    if (isWordStart(text, chosen)) score += WORD_START_BONUS
    if (chosen === 0) score += FIRST_CHAR_BONUS
    indexes.push(chosen)
    from = chosen + 1
  }
  if (t.startsWith(q)) score += PREFIX_BONUS
  // Shorter texts win ties: 'Posts' before 'Post categories' for 'post'.
  score -= Math.min(5, Math.floor((t.length - q.length) / 10))
  return { score, indexes }
}

/** Whether q[from…] is a subsequence of t[at…]. */
function fits(q: string, from: number, t: string, at: number): boolean {
  let i = at
  for (let qi = from; qi < q.length; qi++) {
    i = t.indexOf(q[qi]!, i)
    if (i === -1) return false
    i++
  }
  return true
}
