import {
  isText,
  isVoidType,
  MARKS,
  type Mark,
  type RelatedDoc,
  type RichTextNode,
} from './rich-text'
import { alignSequences, MAX_TOKENS, tokens, type DiffPart } from './word-diff'

/** A run of text with its marks, and the address of the link it sits in. */
export interface RichRun {
  text: string
  marks: Mark[]
  href?: string
}

/**
 * A block of rich text as a reader sees it: a paragraph, heading, quote or list item with its
 * runs, or a related document or upload. Lists and indents become the depth of their blocks.
 */
export interface RichBlock {
  type: string
  /** The list a list item belongs to. */
  list?: 'ol' | 'ul'
  depth: number
  runs: RichRun[]
  related?: { relationTo: string; id: string | number }
}

/** A piece of a changed block's text: kept, removed or added, with the marks it has. */
export interface RichPart extends DiffPart {
  marks: Mark[]
  href?: string
}

/** A block compared: the same, only before, only after, or changed (its text part by part). */
export interface RichBlockDiff {
  kind: 'same' | 'removed' | 'added' | 'changed'
  block: RichBlock
  /** For a changed block, the block before (its type may differ). */
  before?: RichBlock
  parts: RichPart[]
}

const linkAddress = (node: Record<string, unknown>): string | undefined => {
  if (node.linkType === 'internal') {
    const doc = node.doc as RelatedDoc | null | undefined
    return doc ? `${doc.relationTo}/${String(doc.value?.id ?? doc.value)}` : undefined
  }
  return typeof node.url === 'string' ? node.url : undefined
}

const relatedOf = (node: Record<string, unknown>): RichBlock['related'] => {
  const value = node.value as RelatedDoc['value'] | string | number | undefined
  const id = typeof value === 'object' && value !== null ? value.id : value
  return { relationTo: String(node.relationTo ?? ''), id: id ?? '' }
}

/** The blocks of a rich-text value in reading order. */
export function richTextBlocks(value: unknown): RichBlock[] {
  const blocks: RichBlock[] = []
  const runsOf = (nodes: unknown, href: string | undefined, into: RichRun[]): void => {
    if (!Array.isArray(nodes)) return
    for (const node of nodes as RichTextNode[]) {
      if (isText(node)) {
        if (node.text !== '')
          into.push({ text: node.text, marks: MARKS.filter((mark) => node[mark]), href })
      } else if (typeof node === 'object' && node !== null && node.type === 'link')
        runsOf(node.children, linkAddress(node as never) ?? href, into)
      else if (typeof node === 'object' && node !== null) runsOf(node.children, href, into)
    }
  }
  const walk = (nodes: unknown, depth: number, list?: 'ol' | 'ul'): void => {
    if (!Array.isArray(nodes)) return
    for (const node of nodes as Record<string, unknown>[]) {
      if (typeof node !== 'object' || node === null || isText(node)) continue
      const type = typeof node.type === 'string' ? node.type : 'paragraph'
      const children = node.children as unknown[] | undefined
      if (isVoidType(type)) blocks.push({ type, depth, runs: [], related: relatedOf(node) })
      else if (type === 'ol' || type === 'ul') walk(children, list ? depth + 1 : depth, type)
      else if (type === 'indent') walk(children, depth + 1, list)
      else {
        // A list item's own text is its block; a list nested in it follows (one level deeper).
        const inline = (children ?? []).filter(
          (child) => isText(child) || (child as { type?: string }).type === 'link',
        )
        const nested = (children ?? []).filter((child) => !inline.includes(child))
        const runs: RichRun[] = []
        runsOf(inline, undefined, runs)
        if (runs.length > 0 || nested.length === 0)
          blocks.push({ type, list: type === 'li' ? list : undefined, depth, runs })
        walk(nested, depth, list)
      }
    }
  }
  walk(value, 0)
  return blocks
}

const runKey = (run: { marks: Mark[]; href?: string }) => `${run.marks.join('+')}|${run.href ?? ''}`

const blockKey = (block: RichBlock) =>
  JSON.stringify([block.type, block.list, block.depth, block.related, block.runs])

const asParts = (block: RichBlock, kind: RichPart['kind']): RichPart[] =>
  block.runs.map((run) => ({ kind, text: run.text, marks: run.marks, href: run.href }))

interface Token {
  text: string
  marks: Mark[]
  href?: string
}

const tokensOf = (block: RichBlock): Token[] =>
  block.runs.flatMap((run) =>
    tokens(run.text).map((text) => ({ text, marks: run.marks, href: run.href })),
  )

/** The text of a changed block, token by token; a changed mark or link counts as a change. */
function textDiff(before: RichBlock, after: RichBlock): RichPart[] {
  const a = tokensOf(before)
  const b = tokensOf(after)
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS)
    return [...asParts(before, 'removed'), ...asParts(after, 'added')]
  const key = (token: Token) => `${runKey(token)}\u0000${token.text}`
  const parts: RichPart[] = []
  for (const step of alignSequences(a.map(key), b.map(key))) {
    const token = step.kind === 'added' ? b[step.after!]! : a[step.before!]!
    const last = parts[parts.length - 1]
    if (last && last.kind === step.kind && runKey(last) === runKey(token)) last.text += token.text
    else parts.push({ kind: step.kind, ...token })
  }
  return parts
}

/**
 * Two rich-text values block by block: blocks are matched by their whole content (longest common
 * subsequence); between two matches, removed and added blocks are paired in order as changed
 * blocks, whose text is compared word by word with its marks. Related documents and uploads are
 * never paired: one that differs is removed and added.
 */
export function richTextDiff(before: unknown, after: unknown): RichBlockDiff[] {
  const a = richTextBlocks(before)
  const b = richTextBlocks(after)
  const out: RichBlockDiff[] = []
  let removed: RichBlock[] = []
  let added: RichBlock[] = []
  const flush = () => {
    const textual = (block: RichBlock) => !block.related
    while (removed.length > 0 || added.length > 0) {
      const old = removed[0]
      const next = added[0]
      if (old && next && textual(old) && textual(next)) {
        out.push({ kind: 'changed', block: next, before: old, parts: textDiff(old, next) })
        removed.shift()
        added.shift()
      } else if (old) {
        out.push({ kind: 'removed', block: old, parts: asParts(old, 'removed') })
        removed.shift()
      } else {
        out.push({ kind: 'added', block: next!, parts: asParts(next!, 'added') })
        added.shift()
      }
    }
    removed = []
    added = []
  }
  for (const step of alignSequences(a.map(blockKey), b.map(blockKey))) {
    if (step.kind === 'removed') removed.push(a[step.before!]!)
    else if (step.kind === 'added') added.push(b[step.after!]!)
    else {
      flush()
      const block = b[step.after!]!
      out.push({ kind: 'same', block, parts: asParts(block, 'same') })
    }
  }
  flush()
  return out
}
