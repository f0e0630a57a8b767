import { Editor, Element, Node, Path, Transforms, type NodeEntry } from 'slate'
import type {
  BlockFormat,
  ElementType,
  ListType,
  Mark,
  RichTextElement,
  TextAlign,
} from '../../../shared/rich-text'
import { typeOf } from './element-type'
import './slate-types'

function isListType(type: ElementType): type is ListType {
  return type === 'ol' || type === 'ul'
}

function isList(node: Node): node is RichTextElement {
  return Element.isElement(node) && isListType(typeOf(node))
}

function isOfType(type: ElementType) {
  return (node: Node): node is RichTextElement => Element.isElement(node) && typeOf(node) === type
}

/** The blocks that hold the selected text: a paragraph, a heading, a list item with text… */
function textBlocks(editor: Editor): NodeEntry<RichTextElement>[] {
  if (!editor.selection) return []
  return [
    ...Editor.nodes(editor, {
      match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
      mode: 'lowest',
    }),
  ] as NodeEntry<RichTextElement>[]
}

/** Whether the block holding the selection has this format (a list item's own text is a paragraph). */
export function isBlockFormatActive(editor: Editor, format: BlockFormat): boolean {
  const blocks = textBlocks(editor)
  return (
    blocks.length > 0 &&
    blocks.every(([block]) => {
      const type = typeOf(block)
      return (type === 'li' ? 'paragraph' : type) === format
    })
  )
}

/**
 * Gives the selected blocks a format, or makes them paragraphs again when they have it already.
 * A list item's text keeps its place in the list: the new block is wrapped in the item.
 */
export function toggleBlockFormat(editor: Editor, format: BlockFormat): void {
  const next = isBlockFormatActive(editor, format) ? 'paragraph' : format
  Editor.withoutNormalizing(editor, () => {
    for (const [block, path] of textBlocks(editor).reverse()) {
      if (typeOf(block) === 'li') {
        if (next === 'paragraph') continue
        wrapItemText(editor, path, next)
      } else {
        Transforms.setNodes(editor, { type: next }, { at: path })
      }
    }
  })
}

/** Puts a list item's text (its inline children) into a block of its own inside the item. */
function wrapItemText(editor: Editor, itemPath: Path, type: BlockFormat): void {
  const item = Node.get(editor, itemPath) as RichTextElement
  if (item.children.length === 0) return
  Transforms.wrapNodes(
    editor,
    { type, children: [] },
    {
      at: {
        anchor: Editor.start(editor, itemPath),
        focus: Editor.end(editor, itemPath),
      },
      match: (_node, path) => path.length === itemPath.length + 1,
      split: false,
    },
  )
}

/** The innermost list around the selection. */
function closestList(editor: Editor): NodeEntry<RichTextElement> | undefined {
  return Editor.above(editor, { match: isList, mode: 'lowest' })
}

export function isListActive(editor: Editor, type: ListType): boolean {
  const list = closestList(editor)
  return list !== undefined && typeOf(list[0]) === type
}

/**
 * Makes the selected blocks a list of this type; in a list of the other type, makes that list
 * this type; in a list of this type, turns its items back into paragraphs.
 */
export function toggleList(editor: Editor, type: ListType): void {
  const list = closestList(editor)
  Editor.withoutNormalizing(editor, () => {
    if (!list) return wrapInList(editor, type)
    const [element, path] = list
    if (typeOf(element) !== type) return Transforms.setNodes(editor, { type }, { at: path })
    for (let index = element.children.length - 1; index >= 0; index--)
      itemToBlocks(editor, [...path, index])
    Transforms.unwrapNodes(editor, { at: path })
  })
}

function wrapInList(editor: Editor, type: ListType): void {
  for (const [block, path] of textBlocks(editor).reverse()) {
    if (typeOf(block) === 'paragraph') Transforms.setNodes(editor, { type: 'li' }, { at: path })
    else Transforms.wrapNodes(editor, { type: 'li', children: [] }, { at: path })
  }
  Transforms.wrapNodes(editor, { type, children: [] }, { match: isOfType('li'), mode: 'highest' })
}

/** A list item leaves its list as what it holds: its text as a paragraph, or its blocks. */
function itemToBlocks(editor: Editor, itemPath: Path): void {
  const item = Node.get(editor, itemPath)
  if (!Element.isElement(item)) return
  if (Editor.hasInlines(editor, item))
    Transforms.setNodes(editor, { type: 'paragraph' }, { at: itemPath })
  else Transforms.unwrapNodes(editor, { at: itemPath })
}

/** The list item holding the selection, when there is one. */
function closestItem(editor: Editor): NodeEntry<RichTextElement> | undefined {
  return Editor.above(editor, { match: isOfType('li'), mode: 'lowest' })
}

export function isInListItem(editor: Editor): boolean {
  return closestItem(editor) !== undefined
}

/**
 * In a list, nests the item under the previous one (in a sublist of the same type); elsewhere,
 * wraps the selected blocks in one more `indent`.
 */
export function indent(editor: Editor): void {
  const item = closestItem(editor)
  Editor.withoutNormalizing(editor, () => {
    if (item) return nestItem(editor, item[1])
    Transforms.wrapNodes(
      editor,
      { type: 'indent', children: [] },
      {
        match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
        mode: 'lowest',
      },
    )
  })
}

function nestItem(editor: Editor, itemPath: Path): void {
  if (!Path.hasPrevious(itemPath)) return
  const listPath = Path.parent(itemPath)
  const listType = typeOf(Node.get(editor, listPath) as RichTextElement)
  if (!isListType(listType)) return
  const previousPath = Path.previous(itemPath)
  const previous = Node.get(editor, previousPath) as RichTextElement
  const last = previous.children.at(-1)
  if (last && Element.isElement(last) && typeOf(last) === listType) {
    const sublistPath = [...previousPath, previous.children.length - 1]
    Transforms.moveNodes(editor, { at: itemPath, to: [...sublistPath, last.children.length] })
    return
  }
  // An item holds either text or blocks: its text becomes a paragraph before a sublist joins it.
  if (Editor.hasInlines(editor, previous)) wrapItemText(editor, previousPath, 'paragraph')
  const end = [...previousPath, (Node.get(editor, previousPath) as RichTextElement).children.length]
  Transforms.moveNodes(editor, { at: itemPath, to: end })
  Transforms.wrapNodes(editor, { type: listType, children: [] }, { at: end })
}

/**
 * In a list, lifts the item one level (out of a top-level list it becomes a paragraph);
 * elsewhere, unwraps the selected blocks from their innermost `indent`.
 */
export function outdent(editor: Editor): void {
  const item = closestItem(editor)
  Editor.withoutNormalizing(editor, () => {
    if (item) return liftItem(editor, item[1])
    Transforms.unwrapNodes(editor, { match: isOfType('indent'), mode: 'lowest', split: true })
  })
}

function liftItem(editor: Editor, itemPath: Path): void {
  const listPath = Path.parent(itemPath)
  const list = Node.get(editor, listPath) as RichTextElement
  const parentPath = Path.parent(listPath)
  const parent = parentPath.length > 0 ? (Node.get(editor, parentPath) as RichTextElement) : null
  if (!parent || typeOf(parent) !== 'li') {
    Transforms.liftNodes(editor, { at: itemPath })
    // A first (or only) item lands where its list was; any other one, right after the list.
    itemToBlocks(editor, itemPath.at(-1) === 0 ? listPath : Path.next(listPath))
    return
  }
  const to = Path.next(parentPath)
  Transforms.moveNodes(editor, { at: itemPath, to })
  if (list.children.length === 1) Transforms.removeNodes(editor, { at: listPath })
  const rest = Node.get(editor, parentPath) as RichTextElement
  // A parent left with only its text as a paragraph holds that text again.
  if (rest.children.length === 1 && typeOf(rest.children[0] as RichTextElement) === 'paragraph')
    Transforms.unwrapNodes(editor, { at: [...parentPath, 0] })
}

/** The alignment every selected block has, if they share one. */
export function activeAlignment(editor: Editor): TextAlign | undefined {
  const blocks = textBlocks(editor)
  const first = blocks[0]?.[0].textAlign
  return first && blocks.every(([block]) => block.textAlign === first) ? first : undefined
}

/** Aligns the selected blocks; the alignment they have already is cleared. */
export function toggleAlignment(editor: Editor, align: TextAlign): void {
  const clear = activeAlignment(editor) === align
  for (const [, path] of textBlocks(editor)) {
    if (clear) Transforms.unsetNodes(editor, 'textAlign', { at: path })
    else Transforms.setNodes(editor, { textAlign: align }, { at: path })
  }
}

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark)
  else Editor.addMark(editor, mark, true)
}
