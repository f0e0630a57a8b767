import type { ReactNode } from 'react'
import {
  richTextDiff,
  type RichBlock,
  type RichBlockDiff,
  type RichPart,
} from '../../../shared/rich-text-diff'
import { useT } from '../../i18n/I18nProvider'
import type { TFunction } from '../../i18n/translate'
import { RelationTitle } from '../relationship/Cell'
import type { DiffProps } from '../types'
import { Added, Removed } from '../shared/diffs'

const MARK_TAGS = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strikethrough: 's',
  code: 'code',
} as const

function blockName(t: TFunction, block: RichBlock): string {
  if (/^h[1-6]$/.test(block.type))
    return t('folio:richBlockHeading', { level: block.type.slice(1) })
  if (block.type === 'blockquote') return t('folio:richBlockQuote')
  if (block.type === 'li') return t('folio:richBlockListItem')
  if (block.type === 'relationship') return t('folio:richBlockRelationship')
  if (block.type === 'upload') return t('folio:richBlockUpload')
  return t('folio:richBlockParagraph')
}

function Part(props: { part: RichPart }) {
  const t = useT()
  const { part } = props
  let content: ReactNode = part.text
  for (const mark of part.marks) {
    const Tag = MARK_TAGS[mark]
    content = <Tag>{content}</Tag>
  }
  if (part.href)
    content = (
      <span className="rich-diff__link" title={t('folio:richBlockLink', { href: part.href })}>
        {content}
      </span>
    )
  if (part.kind === 'removed') return <Removed>{content}</Removed>
  if (part.kind === 'added') return <Added>{content}</Added>
  return <>{content}</>
}

function Block(props: { diff: RichBlockDiff; number?: number }) {
  const t = useT()
  const { diff } = props
  const { block } = diff
  const name = blockName(t, block)
  const formerName = diff.before ? blockName(t, diff.before) : name
  const tag =
    formerName === name
      ? name
      : t('folio:richBlockFormatChanged', { before: formerName, after: name })
  return (
    <div
      className="rich-diff__block"
      data-kind={diff.kind}
      data-type={block.type}
      data-list={block.list}
      data-unchanged={diff.kind === 'same' ? '' : undefined}
      style={{ ['--rich-depth' as string]: block.depth }}
    >
      <span className={diff.kind === 'same' ? 'visually-hidden' : 'rich-diff__tag'}>
        {diff.kind === 'removed'
          ? `${t('folio:diffRemoved')}: ${tag}`
          : diff.kind === 'added'
            ? `${t('folio:diffAdded')}: ${tag}`
            : tag}
      </span>
      {block.related ? (
        <p className="field-diff__text">
          <span
            className={
              diff.kind === 'removed'
                ? 'field-diff__removed'
                : diff.kind === 'added'
                  ? 'field-diff__added'
                  : undefined
            }
          >
            <RelationTitle value={block.related} />
          </span>
        </p>
      ) : (
        <p className="field-diff__text rich-diff__text">
          {block.list === 'ul' && <span aria-hidden="true">• </span>}
          {props.number !== undefined && `${props.number}. `}
          {diff.parts.map((part, index) => (
            <Part key={index} part={part} />
          ))}
        </p>
      )}
    </div>
  )
}

/** The number of each numbered list item as the newer text has it (a removed one has none). */
function listNumbers(blocks: RichBlockDiff[]): (number | undefined)[] {
  const counters: number[] = []
  return blocks.map(({ kind, block }) => {
    if (kind === 'removed') return undefined
    counters.length = block.depth + 1
    if (block.list !== 'ol') {
      counters[block.depth] = 0
      return undefined
    }
    counters[block.depth] = (counters[block.depth] ?? 0) + 1
    return counters[block.depth]
  })
}

/**
 * Rich text block by block: unchanged blocks as they are (hidden with 'Modified only'), removed
 * and added blocks whole, a changed block's text word by word with its marks and links.
 */
export function RichTextDiff(props: DiffProps) {
  const blocks = richTextDiff(props.before, props.after)
  const numbers = listNumbers(blocks)
  return (
    <div className="rich-diff">
      {blocks.map((diff, index) => (
        <Block key={index} diff={diff} number={numbers[index]} />
      ))}
    </div>
  )
}
