import {
  isAllowedLinkUrl,
  isText,
  type Mark,
  type RichTextElement,
  type RichTextNode,
  type TextAlign,
} from '../../../shared/rich-text'

/**
 * Pasted HTML (a web page, a word processor) as rich-text blocks: headings, quotes, lists, links,
 * alignment and marks are kept; scripts, styles, embedded objects, comments and unknown tags'
 * own markup are dropped (their text stays). The HTML is read by the browser's own parser
 * (`DOMParser`), which runs no script and loads nothing.
 */
export function htmlToNodes(html: string): RichTextElement[] {
  const document = new DOMParser().parseFromString(html, 'text/html')
  return asBlocks(children(document.body, {}))
}

type Marks = { [M in Mark]?: true }

const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'CANVAS',
  'HEAD',
  'META',
  'LINK',
  'TITLE',
  'BUTTON',
  'INPUT',
  'SELECT',
  'TEXTAREA',
])

const BLOCK_TAGS: Record<string, RichTextElement['type']> = {
  P: 'paragraph',
  DIV: 'paragraph',
  H1: 'h1',
  H2: 'h2',
  H3: 'h3',
  H4: 'h4',
  H5: 'h5',
  H6: 'h6',
  BLOCKQUOTE: 'blockquote',
  PRE: 'paragraph',
  LI: 'li',
  OL: 'ol',
  UL: 'ul',
}

const MARK_TAGS: Record<string, Mark> = {
  B: 'bold',
  STRONG: 'bold',
  I: 'italic',
  EM: 'italic',
  U: 'underline',
  INS: 'underline',
  S: 'strikethrough',
  STRIKE: 'strikethrough',
  DEL: 'strikethrough',
  CODE: 'code',
  KBD: 'code',
  SAMP: 'code',
}

function children(parent: Node, marks: Marks, isPre = false): RichTextNode[] {
  return Array.from(parent.childNodes).flatMap((child) => convert(child, marks, isPre))
}

function convert(node: Node, marks: Marks, isPre: boolean): RichTextNode[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const raw = node.textContent ?? ''
    const text = isPre ? raw : raw.replace(/[\t\n\r ]+/g, ' ')
    return text ? [{ text, ...marks }] : []
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return []
  const element = node as HTMLElement
  const tag = element.tagName.toUpperCase()
  if (DROPPED.has(tag)) return []
  if (tag === 'BR') return [{ text: '\n', ...marks }]
  const ownMarks = withMarksOf(element, tag, marks)
  const pre = isPre || tag === 'PRE'
  const inner = children(element, ownMarks, pre)
  if (tag === 'A') {
    const href = element.getAttribute('href')?.trim()
    if (!href || !isAllowedLinkUrl(href)) return inner
    const text = inner.filter(isText)
    if (!text.length) return inner
    return [
      {
        type: 'link',
        linkType: 'custom',
        url: href,
        ...(element.getAttribute('target') === '_blank' ? { newTab: true } : {}),
        children: text,
      },
    ]
  }
  const type = BLOCK_TAGS[tag]
  if (!type) return inner
  // A container of blocks (a div around paragraphs) is not a paragraph itself.
  if (tag === 'DIV' && inner.some((n) => !isText(n) && n.type !== 'link')) return inner
  if (type === 'ol' || type === 'ul') {
    const items = asBlocks(inner).map((block) =>
      block.type === 'li' ? block : { type: 'li' as const, children: [block] },
    )
    return items.length ? [{ type, children: items }] : []
  }
  const align = alignmentOf(element)
  const content = type === 'li' ? listItemContent(inner) : inlineOnly(inner)
  return [{ type, ...(align ? { textAlign: align } : {}), children: content } as RichTextElement]
}

/** Tags and inline styles (word processors write `font-weight: 700` on spans) as marks. */
function withMarksOf(element: HTMLElement, tag: string, inherited: Marks): Marks {
  const marks: Marks = { ...inherited }
  const byTag = MARK_TAGS[tag]
  if (byTag) marks[byTag] = true
  const style = element.style
  const weight = style.fontWeight
  if (weight === 'bold' || Number(weight) >= 600) marks.bold = true
  // Google Docs wraps a whole copy in `<b style="font-weight:normal">`.
  if (weight === 'normal' || (weight && Number(weight) < 600)) delete marks.bold
  if (style.fontStyle === 'italic') marks.italic = true
  const decoration = `${style.textDecoration} ${style.textDecorationLine}`
  if (decoration.includes('underline')) marks.underline = true
  if (decoration.includes('line-through')) marks.strikethrough = true
  return marks
}

function alignmentOf(element: HTMLElement): TextAlign | undefined {
  const align = (element.style.textAlign || element.getAttribute('align') || '').toLowerCase()
  return align === 'center' || align === 'right' ? align : undefined
}

/** A list item keeps its nested lists as blocks and its own text as one paragraph-less run. */
function listItemContent(nodes: RichTextNode[]): RichTextNode[] {
  const hasBlocks = nodes.some((n) => !isText(n) && n.type !== 'link')
  if (!hasBlocks) return inlineOnly(nodes)
  return asBlocks(nodes)
}

/** Text and links only: blocks inside a heading or paragraph give up their text. */
function inlineOnly(nodes: RichTextNode[]): RichTextNode[] {
  const flat = nodes.flatMap((n): RichTextNode[] =>
    isText(n) || n.type === 'link' ? [n] : inlineOnly(n.children),
  )
  return flat.length ? flat : [{ text: '' }]
}

/** Runs of text and links between blocks become paragraphs; empty paragraphs are dropped. */
function asBlocks(nodes: RichTextNode[]): RichTextElement[] {
  const blocks: RichTextElement[] = []
  let run: RichTextNode[] = []
  const flush = () => {
    if (run.some((n) => !isText(n) || n.text.trim() !== '')) {
      blocks.push({ type: 'paragraph', children: trimRun(run) })
    }
    run = []
  }
  for (const node of nodes) {
    if (isText(node) || node.type === 'link') run.push(node)
    else {
      flush()
      if (!isEmptyBlock(node)) blocks.push(node)
    }
  }
  flush()
  return blocks
}

function isEmptyBlock(block: RichTextElement): boolean {
  return block.children.every((n) => isText(n) && n.text.trim() === '')
}

/** Spaces at the start and end of a paragraph are the HTML's layout, not text. */
function trimRun(run: RichTextNode[]): RichTextNode[] {
  const trimmed = [...run]
  const first = trimmed[0]
  if (first && isText(first)) trimmed[0] = { ...first, text: first.text.trimStart() }
  const lastIndex = trimmed.length - 1
  const last = trimmed[lastIndex]
  if (last && isText(last)) trimmed[lastIndex] = { ...last, text: last.text.trimEnd() }
  return trimmed
}
