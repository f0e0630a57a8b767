import { describe, expect, it } from 'vitest'
import { MAX_RICH_TEXT_DEPTH, MAX_RICH_TEXT_NODES } from '../../../shared/rich-text'
import { validateRichText, type RichTextRules } from './validate'

const rules: RichTextRules = {
  canRelateTo: (relationTo, kind) =>
    kind === 'upload' ? relationTo === 'media' : ['posts', 'pages', 'media'].includes(relationTo),
}
const p = (...children: unknown[]) => ({ type: 'paragraph', children })
const text = (value: string, marks: Record<string, unknown> = {}) => ({ text: value, ...marks })

function nested(levels: number): unknown[] {
  let node: unknown = text('deep')
  for (let i = 0; i < levels; i++) node = { type: 'indent', children: [node] }
  return [node]
}

describe('validateRichText', () => {
  it('accepts every node type and mark of the model', () => {
    const value = [
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'].map((type) => ({
        type,
        children: [text(type)],
      })),
      { children: [text('A paragraph without a type, as Payload’s slate editor wrote them')] },
      p(
        text('b', { bold: true }),
        text('i', { italic: true }),
        text('u', { underline: true }),
        text('s', { strikethrough: true }),
        text('c', { code: true }),
      ),
      {
        type: 'ul',
        children: [
          { type: 'li', children: [text('one')] },
          {
            type: 'li',
            children: [{ type: 'ol', children: [{ type: 'li', children: [text('a')] }] }],
          },
        ],
      },
      { type: 'indent', children: [p(text('in'))] },
      { type: 'paragraph', textAlign: 'center', children: [text('mid')] },
      { type: 'paragraph', textAlign: 'right', children: [text('right')] },
      p(
        text(''),
        {
          type: 'link',
          linkType: 'custom',
          url: 'https://example.com',
          newTab: true,
          children: [text('out')],
        },
        {
          type: 'link',
          linkType: 'internal',
          doc: { relationTo: 'posts', value: { id: 4 } },
          children: [text('in')],
        },
        text(''),
      ),
      {
        type: 'relationship',
        relationTo: 'pages',
        value: { id: '7', title: 'Populated' },
        children: [text('')],
      },
      { type: 'upload', relationTo: 'media', value: { id: 2 }, children: [text('')] },
    ]
    expect(validateRichText(value, rules)).toBe(true)
  })

  it('accepts nothing unless required', () => {
    expect(validateRichText(null, rules)).toBe(true)
    expect(validateRichText(undefined, rules)).toBe(true)
    expect(validateRichText(null, { ...rules, required: true })).toMatchObject({ key: 'required' })
    expect(validateRichText([p(text('  '))], { ...rules, required: true })).toMatchObject({
      key: 'required',
    })
    expect(validateRichText([p(text('x'))], { ...rules, required: true })).toBe(true)
  })

  it('refuses a value that is not a list of blocks', () => {
    expect(validateRichText({ type: 'paragraph', children: [] }, rules)).toEqual({
      key: 'notAnArray',
    })
    expect(validateRichText('text', rules)).toEqual({ key: 'notAnArray' })
    expect(validateRichText([text('loose')], rules)).toMatchObject({ key: 'textAtTopLevel' })
    expect(validateRichText([p(text('a')), 5], rules)).toMatchObject({ key: 'notANode', at: [2] })
  })

  it('names an unknown node type and where it is', () => {
    const value = [p(text('a')), p(text('b')), { type: 'marquee', children: [text('c')] }]
    expect(validateRichText(value, rules)).toEqual({
      key: 'unknownType',
      at: [3],
      vars: { type: 'marquee' },
    })
    expect(
      validateRichText([p(text('a'), { type: 'blink', children: [text('')] })], rules),
    ).toEqual({ key: 'unknownType', at: [1, 2], vars: { type: 'blink' } })
  })

  it('refuses elements without children and texts with children, no text or unknown marks', () => {
    expect(validateRichText([{ type: 'h1', children: [] }], rules)).toMatchObject({
      key: 'noChildren',
    })
    expect(validateRichText([{ type: 'h1' }], rules)).toMatchObject({ key: 'noChildren' })
    expect(validateRichText([p({ text: 'x', children: [text('y')] })], rules)).toEqual({
      key: 'textWithChildren',
      at: [1, 1],
    })
    expect(validateRichText([p({ text: 3 })], rules)).toMatchObject({ key: 'textNotString' })
    expect(validateRichText([p(text('x', { blink: true }))], rules)).toMatchObject({
      key: 'unknownMark',
      vars: { mark: 'blink' },
    })
    expect(validateRichText([p(text('x', { bold: 'yes' }))], rules)).toMatchObject({
      key: 'badMark',
      vars: { mark: 'bold' },
    })
  })

  it('allows only left, center and right alignment', () => {
    expect(validateRichText([{ ...p(text('x')), textAlign: 'justify' }], rules)).toMatchObject({
      key: 'badTextAlign',
      vars: { align: 'justify' },
    })
    expect(validateRichText([{ ...p(text('x')), textAlign: 'left' }], rules)).toBe(true)
  })

  it('refuses links to scripts and data, and malformed links', () => {
    const link = (extra: Record<string, unknown>) => [
      p({ type: 'link', children: [text('x')], ...extra }),
    ]
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:x',
      'data:text/html,<b>',
      'vbscript:x',
    ])
      expect(validateRichText(link({ linkType: 'custom', url }), rules)).toMatchObject({
        key: 'linkUrlNotAllowed',
        at: [1, 1],
        vars: { url },
      })
    for (const url of ['/about', '#top', 'mailto:a@b.c', 'tel:+49', 'http://x.y'])
      expect(validateRichText(link({ linkType: 'custom', url }), rules)).toBe(true)
    expect(validateRichText(link({ linkType: 'custom' }), rules)).toMatchObject({
      key: 'noLinkUrl',
    })
    expect(validateRichText(link({ linkType: 'magic', url: '/' }), rules)).toMatchObject({
      key: 'badLinkType',
    })
    expect(
      validateRichText(link({ linkType: 'internal', doc: { relationTo: 'posts' } }), rules),
    ).toMatchObject({ key: 'noRelatedId' })
    expect(
      validateRichText(
        link({ linkType: 'internal', doc: { relationTo: 'users', value: { id: 1 } } }),
        rules,
      ),
    ).toMatchObject({ key: 'relationNotAllowed', vars: { relationTo: 'users' } })
  })

  it('refuses relationships to collections that do not allow them, and uploads outside upload collections', () => {
    const node = (type: string, relationTo: unknown, value: unknown = { id: 1 }) => [
      { type, relationTo, value, children: [text('')] },
    ]
    expect(validateRichText(node('relationship', 'users'), rules)).toEqual({
      key: 'relationNotAllowed',
      at: [1],
      vars: { relationTo: 'users' },
    })
    expect(validateRichText(node('upload', 'posts'), rules)).toMatchObject({
      key: 'uploadNotAllowed',
      vars: { relationTo: 'posts' },
    })
    expect(validateRichText(node('relationship', undefined), rules)).toMatchObject({
      key: 'noRelationTo',
    })
    expect(validateRichText(node('relationship', 'posts', 5), rules)).toMatchObject({
      key: 'noRelatedId',
    })
    expect(validateRichText(node('relationship', 'posts', { id: '' }), rules)).toMatchObject({
      key: 'noRelatedId',
    })
  })

  it('takes extra fields on links and uploads only as an object, and new tab only as a boolean', () => {
    const link = (extra: Record<string, unknown>) => [
      p({ type: 'link', linkType: 'custom', url: '/', children: [text('x')], ...extra }),
    ]
    const upload = (fields: unknown) => [
      { type: 'upload', relationTo: 'media', value: { id: 1 }, fields, children: [text('')] },
    ]
    expect(validateRichText(link({ fields: { rel: 'nofollow' }, newTab: true }), rules)).toBe(true)
    expect(validateRichText(upload({ caption: 'A' }), rules)).toBe(true)
    for (const fields of ['x', [1], null, 3]) {
      expect(validateRichText(link({ fields }), rules)).toEqual({ key: 'badFields', at: [1, 1] })
      expect(validateRichText(upload(fields), rules)).toEqual({ key: 'badFields', at: [1] })
    }
    expect(validateRichText(link({ newTab: 'yes' }), rules)).toMatchObject({ key: 'badNewTab' })
  })

  it('allows MAX_RICH_TEXT_DEPTH levels and refuses one more', () => {
    expect(validateRichText(nested(MAX_RICH_TEXT_DEPTH), rules)).toBe(true)
    expect(validateRichText(nested(MAX_RICH_TEXT_DEPTH + 1), rules)).toMatchObject({
      key: 'tooDeep',
      at: [1],
      vars: { max: MAX_RICH_TEXT_DEPTH },
    })
  })

  it('refuses 10,000 levels of nesting without overflowing the stack', () => {
    expect(validateRichText(nested(10_000), rules)).toMatchObject({ key: 'tooDeep' })
  })

  it('refuses more than MAX_RICH_TEXT_NODES nodes', () => {
    const many = Array.from({ length: MAX_RICH_TEXT_NODES / 2 }, () => p(text('x')))
    expect(validateRichText(many, rules)).toBe(true)
    expect(validateRichText([...many, p(text('one too many'))], rules)).toEqual({
      key: 'tooManyNodes',
      vars: { max: MAX_RICH_TEXT_NODES },
    })
  })
})
