/**
 * The stored form of a rich-text field: Slate's node model, as JSON. A value is an array of block
 * elements; every element has `children`; a leaf is a text with marks. docs/behaviour.md §
 * "Rich text" describes the editing rules built on it. The richtext plugin (`src/plugins/richtext`)
 * stores, checks and edits it; core shows it read-only without that plugin.
 */

export const BLOCK_FORMATS = [
  'paragraph',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
] as const
export type BlockFormat = (typeof BLOCK_FORMATS)[number]

export const LIST_TYPES = ['ol', 'ul'] as const
export type ListType = (typeof LIST_TYPES)[number]

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const
export type TextAlign = (typeof TEXT_ALIGNMENTS)[number]

export const MARKS = ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const
export type Mark = (typeof MARKS)[number]

/** Element types with text inside (inline: link) and the void ones (relationship, upload). */
export const ELEMENT_TYPES = [
  ...BLOCK_FORMATS,
  ...LIST_TYPES,
  'li',
  'indent',
  'link',
  'relationship',
  'upload',
] as const
export type ElementType = (typeof ELEMENT_TYPES)[number]

/** Each level of `indent` moves its blocks this far in (CSS pixels). */
export const INDENT_PX = 25

/** Schemes a link may use; anything else (javascript:, data:, vbscript:…) is refused. */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const

/** Deepest nesting of elements a value may have (lists in lists, indents in indents). */
export const MAX_RICH_TEXT_DEPTH = 32

/** Most nodes (elements and texts) one value may hold. */
export const MAX_RICH_TEXT_NODES = 50_000

export type RichTextText = { text: string } & { [M in Mark]?: true }

export interface RelatedDoc {
  relationTo: string
  /** The id on save; the document itself after a read with depth > 0. */
  value: { id: string | number } & Record<string, unknown>
}

interface ElementBase {
  children: RichTextNode[]
  textAlign?: TextAlign
}

export interface BlockElement extends ElementBase {
  type: BlockFormat | ListType | 'li' | 'indent'
}

export interface LinkElement extends ElementBase {
  type: 'link'
  linkType: 'custom' | 'internal'
  url?: string
  doc?: RelatedDoc | null
  newTab?: boolean
  fields?: Record<string, unknown>
}

export interface RelationshipElement extends ElementBase, RelatedDoc {
  type: 'relationship'
}

export interface UploadElement extends ElementBase, RelatedDoc {
  type: 'upload'
  fields?: Record<string, unknown>
}

export type RichTextElement = BlockElement | LinkElement | RelationshipElement | UploadElement
export type RichTextNode = RichTextElement | RichTextText
export type RichTextValue = RichTextElement[]

export function isText(node: unknown): node is RichTextText {
  return (
    typeof node === 'object' && node !== null && typeof (node as RichTextText).text === 'string'
  )
}

/** Void elements: an atom in the text (it holds one empty text, as Slate wants). */
export function isVoidType(type: string | undefined): boolean {
  return type === 'relationship' || type === 'upload'
}

export function isInlineType(type: string | undefined): boolean {
  return type === 'link'
}

/**
 * A link's address is allowed: http, https, mailto or tel, or relative (`/path`, `#part`,
 * `?query`, `page.html`). Browsers ignore tabs, newlines and leading spaces in a scheme, so those
 * are read the way a browser would before the scheme is judged.
 */
export function isAllowedLinkUrl(url: string): boolean {
  const cleaned = url.replace(/[\u0000-\u0020]/g, '')
  const scheme = /^([a-zA-Z][a-zA-Z\d+.-]*):/.exec(cleaned)?.[1]
  if (!scheme) return true
  return (LINK_PROTOCOLS as readonly string[]).includes(`${scheme.toLowerCase()}:`)
}

/** The plain text of a value (a list cell, a search, a word count). */
export function plainText(value: unknown, limit = Infinity): string {
  const parts: string[] = []
  let length = 0
  const walk = (nodes: unknown): void => {
    if (!Array.isArray(nodes)) return
    for (const node of nodes) {
      if (length >= limit) return
      if (isText(node)) {
        parts.push(node.text)
        length += node.text.length
      } else if (typeof node === 'object' && node !== null) {
        const before = parts.length
        walk((node as { children?: unknown }).children)
        const type = (node as { type?: string }).type
        if (!isInlineType(type) && parts.length > before) {
          parts.push(' ')
          length += 1
        }
      }
    }
  }
  walk(value)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** An empty editor: one empty paragraph. */
export function emptyRichText(): RichTextValue {
  return [{ type: 'paragraph', children: [{ text: '' }] }]
}

/** Nothing written: no text (beyond spaces) and no related document or upload. */
export function isRichTextEmpty(value: unknown): boolean {
  if (!Array.isArray(value)) return true
  const hasContent = (nodes: unknown[]): boolean =>
    nodes.some((node) => {
      if (isText(node)) return node.text.trim() !== ''
      if (typeof node !== 'object' || node === null) return false
      const element = node as { type?: string; children?: unknown }
      if (isVoidType(element.type)) return true
      return Array.isArray(element.children) && hasContent(element.children)
    })
  return !hasContent(value)
}
