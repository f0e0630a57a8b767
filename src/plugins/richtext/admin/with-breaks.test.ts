import { createEditor, type Descendant } from 'slate'
import { describe, expect, it } from 'vitest'
import { withBreaks } from './with-breaks'
import { withRichText } from './with-rich-text'

function editorAt(value: unknown[], path: number[], offset: number) {
  const editor = withBreaks(withRichText(createEditor()))
  editor.children = value as Descendant[]
  editor.selection = { anchor: { path, offset }, focus: { path, offset } }
  return editor
}

describe('Enter', () => {
  it('at the end of a heading starts a paragraph', () => {
    const editor = editorAt([{ type: 'h2', children: [{ text: 'Title' }] }], [0, 0], 5)
    editor.insertBreak()
    expect(editor.children).toEqual([
      { type: 'h2', children: [{ text: 'Title' }] },
      { type: 'paragraph', children: [{ text: '' }] },
    ])
    expect(editor.selection?.anchor.path).toEqual([1, 0])
  })

  it('in an empty list item lifts it: out of a sublist into its list, out of a list into a paragraph', () => {
    const item = (text: string) => ({ type: 'li', children: [{ text }] })
    const nested = editorAt(
      [
        {
          type: 'ul',
          children: [
            {
              type: 'li',
              children: [
                { type: 'paragraph', children: [{ text: 'One' }] },
                { type: 'ul', children: [item('Two'), item('')] },
              ],
            },
          ],
        },
      ],
      [0, 0, 1, 1, 0],
      0,
    )
    nested.insertBreak()
    expect(nested.children).toEqual([
      {
        type: 'ul',
        children: [
          {
            type: 'li',
            children: [
              { type: 'paragraph', children: [{ text: 'One' }] },
              { type: 'ul', children: [item('Two')] },
            ],
          },
          item(''),
        ],
      },
    ])
    const top = editorAt([{ type: 'ul', children: [item('One'), item('')] }], [0, 1, 0], 0)
    top.insertBreak()
    expect(top.children).toEqual([
      { type: 'ul', children: [item('One')] },
      { type: 'paragraph', children: [{ text: '' }] },
    ])
  })

  it('inside a heading splits it, and elsewhere splits the block as usual', () => {
    const heading = editorAt([{ type: 'h2', children: [{ text: 'Title' }] }], [0, 0], 2)
    heading.insertBreak()
    expect(heading.children).toEqual([
      { type: 'h2', children: [{ text: 'Ti' }] },
      { type: 'h2', children: [{ text: 'tle' }] },
    ])
    const quote = editorAt([{ type: 'blockquote', children: [{ text: 'Said' }] }], [0, 0], 4)
    quote.insertBreak()
    expect(quote.children).toEqual([
      { type: 'blockquote', children: [{ text: 'Said' }] },
      { type: 'blockquote', children: [{ text: '' }] },
    ])
  })
})
