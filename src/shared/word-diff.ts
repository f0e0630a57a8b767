/** One piece of a word-level diff: kept, removed (only before) or added (only after). */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** Past this many words on a side, the texts are shown as replaced instead of compared word by word. */
const MAX_TOKENS = 4000

// Words, the spaces between them and punctuation are each a token: 'day,' against 'day' is a comma added.
const tokens = (text: string) => text.split(/(\s+|[^\p{L}\p{N}\s]+)/u).filter((t) => t !== '')

/**
 * The words removed and added between two texts (whitespace kept as its own token), by the
 * longest common subsequence of words; neighbouring parts of one kind are joined.
 */
export const wordDiff = (before: string, after: string) =>
  sequenceDiff(tokens(before), tokens(after), before, after)

/** Line by line (JSON, code): each line with its line break is one token. */
export const lineDiff = (before: string, after: string) =>
  sequenceDiff(lines(before), lines(after), before, after)

const lines = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? []

function sequenceDiff(a: string[], b: string[], before: string, after: string): DiffPart[] {
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS)
    return join([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ])
  // Common prefix and suffix first: most edits touch a small part of a text.
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const midA = a.slice(start, endA)
  const midB = b.slice(start, endB)
  const rows = midA.length + 1
  const cols = midB.length + 1
  const lcs = new Uint32Array(rows * cols)
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      lcs[i * cols + j] =
        midA[i] === midB[j]
          ? lcs[(i + 1) * cols + j + 1]! + 1
          : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!)
  const parts: DiffPart[] = a.slice(0, start).map((text) => ({ kind: 'same', text }))
  let i = 0
  let j = 0
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      parts.push({ kind: 'same', text: midA[i]! })
      i++
      j++
    } else if (
      j < midB.length &&
      (i === midA.length || lcs[i * cols + j + 1]! > lcs[(i + 1) * cols + j]!)
    ) {
      parts.push({ kind: 'added', text: midB[j]! })
      j++
    } else {
      parts.push({ kind: 'removed', text: midA[i]! })
      i++
    }
  }
  parts.push(...a.slice(endA).map((text): DiffPart => ({ kind: 'same', text })))
  return join(parts)
}

function join(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = []
  for (const part of parts) {
    if (part.text === '') continue
    const last = out[out.length - 1]
    if (last && last.kind === part.kind) last.text += part.text
    else out.push({ ...part })
  }
  return out
}
