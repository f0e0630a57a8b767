import {
  ELEMENT_TYPES,
  isAllowedLinkUrl,
  isRichTextEmpty,
  MARKS,
  MAX_RICH_TEXT_DEPTH,
  MAX_RICH_TEXT_NODES,
  TEXT_ALIGNMENTS,
} from '../../../shared/rich-text'
import type { RichTextProblemKey } from './messages'

/** What a related document in a value may point to: any allowed collection, or only upload ones. */
export type RelationKind = 'relationship' | 'upload' | 'link'

export interface RichTextRules {
  required?: boolean
  /** Whether a node of this kind may point to the document `id` (when it has one) of `relationTo`. */
  canRelateTo: (relationTo: string, kind: RelationKind, id?: string | number) => boolean
}

export interface RichTextProblem {
  key: RichTextProblemKey
  /** Where: the 1-based position of the node, from the top-level block down (`[3, 1, 2]`). */
  at?: number[]
  vars?: Record<string, string | number>
}

const TEXT_KEYS = new Set<string>(['text', ...MARKS])
const KNOWN_TYPES = new Set<string>(ELEMENT_TYPES)
const ALIGNMENTS = new Set<string>(TEXT_ALIGNMENTS)

type Visit = { node: unknown; at: number[] }

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function idOf(value: unknown): string | number | undefined {
  if (!isObject(value)) return undefined
  const { id } = value
  return (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id))
    ? id
    : undefined
}

function checkText(node: Record<string, unknown>, at: number[]): RichTextProblem | undefined {
  if (typeof node.text !== 'string') return { key: 'textNotString', at }
  if ('children' in node) return { key: 'textWithChildren', at }
  for (const key of Object.keys(node)) {
    if (!TEXT_KEYS.has(key)) return { key: 'unknownMark', at, vars: { mark: key } }
    if (key !== 'text' && node[key] !== true) return { key: 'badMark', at, vars: { mark: key } }
  }
  return undefined
}

function checkRelated(
  related: unknown,
  kind: RelationKind,
  rules: RichTextRules,
  at: number[],
): RichTextProblem | undefined {
  if (!isObject(related) || typeof related.relationTo !== 'string')
    return { key: 'noRelationTo', at }
  const { relationTo } = related
  const id = idOf(related.value)
  if (!rules.canRelateTo(relationTo, kind, id))
    return {
      key: kind === 'upload' ? 'uploadNotAllowed' : 'relationNotAllowed',
      at,
      vars: { relationTo },
    }
  if (id === undefined) return { key: 'noRelatedId', at }
  return undefined
}

function checkLink(
  node: Record<string, unknown>,
  rules: RichTextRules,
  at: number[],
): RichTextProblem | undefined {
  if (node.fields !== undefined && !isObject(node.fields)) return { key: 'badFields', at }
  if (node.newTab !== undefined && typeof node.newTab !== 'boolean') return { key: 'badNewTab', at }
  if (node.linkType === 'internal') return checkRelated(node.doc, 'link', rules, at)
  if (node.linkType !== 'custom') return { key: 'badLinkType', at }
  if (typeof node.url !== 'string') return { key: 'noLinkUrl', at }
  if (!isAllowedLinkUrl(node.url)) return { key: 'linkUrlNotAllowed', at, vars: { url: node.url } }
  return undefined
}

function checkElement(
  node: Record<string, unknown>,
  rules: RichTextRules,
  at: number[],
): RichTextProblem | undefined {
  const { type } = node
  if (type !== undefined && (typeof type !== 'string' || !KNOWN_TYPES.has(type)))
    return { key: 'unknownType', at, vars: { type: String(type) } }
  if (!Array.isArray(node.children) || node.children.length === 0) return { key: 'noChildren', at }
  if (node.textAlign !== undefined && !ALIGNMENTS.has(String(node.textAlign)))
    return { key: 'badTextAlign', at, vars: { align: String(node.textAlign) } }
  if (type === 'link') return checkLink(node, rules, at)
  if (type === 'upload' && node.fields !== undefined && !isObject(node.fields))
    return { key: 'badFields', at }
  if (type === 'relationship' || type === 'upload') return checkRelated(node, type, rules, at)
  return undefined
}

/**
 * Checks a stored rich-text value (src/shared/rich-text.ts): `true`, or the first problem and
 * where it is. Walks with its own stack, so no value, however deep, overflows the call stack;
 * it stops at MAX_RICH_TEXT_DEPTH levels and MAX_RICH_TEXT_NODES nodes.
 */
export function validateRichText(value: unknown, rules: RichTextRules): true | RichTextProblem {
  if (value === null || value === undefined) return rules.required ? { key: 'required' } : true
  if (!Array.isArray(value)) return { key: 'notAnArray' }
  const stack: Visit[] = []
  for (let i = value.length - 1; i >= 0; i--) stack.push({ node: value[i], at: [i + 1] })
  let count = 0
  while (stack.length > 0) {
    const { node, at } = stack.pop()!
    if (++count > MAX_RICH_TEXT_NODES)
      return { key: 'tooManyNodes', vars: { max: MAX_RICH_TEXT_NODES } }
    if (!isObject(node)) return { key: 'notANode', at }
    const isTopLevel = at.length === 1
    if ('text' in node) {
      if (isTopLevel) return { key: 'textAtTopLevel', at }
      const problem = checkText(node, at)
      if (problem) return problem
      continue
    }
    if (at.length > MAX_RICH_TEXT_DEPTH)
      return { key: 'tooDeep', at: at.slice(0, 1), vars: { max: MAX_RICH_TEXT_DEPTH } }
    const problem = checkElement(node, rules, at)
    if (problem) return problem
    const children = node.children as unknown[]
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i], at: [...at, i + 1] })
  }
  if (rules.required && isRichTextEmpty(value)) return { key: 'required' }
  return true
}
