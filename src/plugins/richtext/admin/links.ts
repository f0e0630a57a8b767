import {
  Editor,
  Element,
  Node,
  Range,
  Transforms,
  type Location,
  type NodeEntry,
  type Path,
} from 'slate'
import type { LinkElement, RelatedDoc } from '../../../shared/rich-text'
import './slate-types'

function isLink(node: unknown): node is LinkElement {
  return Element.isElement(node) && node.type === 'link'
}

/** The link the selection (or the given place) is in, if any. */
export function activeLink(editor: Editor, at?: Location): NodeEntry<LinkElement> | undefined {
  return Editor.above(editor, { match: isLink, ...(at && { at }) })
}

/** What the link drawer sets on a link. */
export interface LinkSettings {
  linkType: 'custom' | 'internal'
  /** A custom link's address. */
  url?: string
  /** An internal link's document (stored as its id). */
  doc?: RelatedDoc
  newTab: boolean
  /** The link's extra fields, as its editor declares them. */
  fields?: Record<string, unknown>
  /** The text shown; empty or absent keeps the text there is (or, for a new link, the address). */
  text?: string
}

/** The link node's own properties: a custom link has no document, an internal one no address. */
function linkProperties(settings: LinkSettings): Partial<LinkElement> {
  const isInternal = settings.linkType === 'internal'
  const hasFields = settings.fields !== undefined && Object.keys(settings.fields).length > 0
  return {
    linkType: settings.linkType,
    url: isInternal ? undefined : (settings.url ?? ''),
    doc: isInternal ? settings.doc : undefined,
    newTab: settings.newTab,
    fields: hasFields ? settings.fields : undefined,
  }
}

/** Drops the keys whose value is undefined: a new node holds only what it has. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** Replaces a link's text, keeping the marks of its first text. */
function replaceText(editor: Editor, path: Path, text: string): void {
  const link = Node.get(editor, path) as LinkElement
  if (text === '' || Node.string(link) === text) return
  const first = link.children.find((child) => 'text' in child) ?? { text: '' }
  Editor.withoutNormalizing(editor, () => {
    for (let i = link.children.length - 1; i >= 0; i--)
      Transforms.removeNodes(editor, { at: [...path, i] })
    Transforms.insertNodes(editor, { ...first, text }, { at: [...path, 0] })
  })
}

/**
 * Edits the link the selection is in, or makes the selected text a link; with nothing selected,
 * inserts the text (or the address) as a link. The caret ends after the link. The server judges
 * the address (it refuses bad schemes).
 */
export function upsertLink(editor: Editor, settings: LinkSettings): void {
  const properties = linkProperties(settings)
  const current = activeLink(editor)
  if (current) {
    Transforms.setNodes(editor, properties, { at: current[1] })
    if (settings.text) replaceText(editor, current[1], settings.text)
    Transforms.select(editor, Editor.end(editor, current[1]))
    return
  }
  if (!editor.selection) return
  if (Range.isCollapsed(editor.selection)) {
    const text = settings.text || settings.url || ''
    if (!text) return
    Transforms.insertNodes(editor, {
      type: 'link',
      ...defined(properties),
      children: [{ text }],
    } as LinkElement)
    return
  }
  Transforms.wrapNodes(
    editor,
    { type: 'link', ...defined(properties), children: [] } as LinkElement,
    { split: true },
  )
  const wrapped = activeLink(editor)
  if (wrapped && settings.text) replaceText(editor, wrapped[1], settings.text)
  Transforms.collapse(editor, { edge: 'end' })
}

/** Turns the link the selection is in back into plain text. */
export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: isLink })
}
