/** One piece of a word-level diff: kept, removed (only before) or added (only after). */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** Past this many words on a side, the texts are shown as replaced instead of compared word by word. */
export const MAX_TOKENS = 4000

// Words, the spaces between them and punctuation are each a token: 'day,' against 'day' is a comma added.
export const tokens = (text: string) =>
  text.split(/(\s+|[^\p{L}\p{N}\s]+)/u).filter((t) => t !== '')

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
  return join(
    alignSequences(a, b).map((step) => ({
      kind: step.kind,
      text: step.kind === 'added' ? b[step.after!]! : a[step.before!]!,
    })),
  )
}

/** One step of an alignment: an item kept (both indexes), removed (before) or added (after). */
export interface AlignStep {
  kind: DiffPart['kind']
  before?: number
  after?: number
}

/**
 * The longest common subsequence of two lists of keys, as the steps that turn the first into the
 * second. The common prefix and suffix go first: most edits touch a small part.
 */
export function alignSequences(a: readonly string[], b: readonly string[]): AlignStep[] {
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
  const cols = midB.length + 1
  const lcs = new Uint32Array((midA.length + 1) * cols)
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      lcs[i * cols + j] =
        midA[i] === midB[j]
          ? lcs[(i + 1) * cols + j + 1]! + 1
          : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!)
  const steps: AlignStep[] = []
  for (let k = 0; k < start; k++) steps.push({ kind: 'same', before: k, after: k })
  let i = 0
  let j = 0
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      steps.push({ kind: 'same', before: start + i, after: start + j })
      i++
      j++
    } else if (
      j < midB.length &&
      (i === midA.length || lcs[i * cols + j + 1]! > lcs[(i + 1) * cols + j]!)
    ) {
      steps.push({ kind: 'added', after: start + j })
      j++
    } else {
      steps.push({ kind: 'removed', before: start + i })
      i++
    }
  }
  for (let k = 0; k < a.length - endA; k++)
    steps.push({ kind: 'same', before: endA + k, after: endB + k })
  return steps
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
