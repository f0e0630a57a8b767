import type { ReactNode } from 'react'
import {
  isAllowedLinkUrl,
  isRichTextEmpty,
  isText,
  MAX_RICH_TEXT_DEPTH,
  TEXT_ALIGNMENTS,
  type RichTextText,
} from '../shared/rich-text'
import { idOf, isRecord, list, mediaOf, text, titleOf } from './documents'
import { MediaView, TEXT_SIZES } from './Media'
import { documentPath } from './route'
import { kindLabel, stringsFor } from './strings'

interface Context {
  locale: string | undefined
  depth: number
}

/**
 * A rich-text value (Slate JSON, src/shared/rich-text.ts) as HTML elements. The page's title is
 * its only h1, so a heading 1 of the text is drawn as an h2 (styled larger than the text's own h2s):
 * the outline stays in order. Links go only to http, https, mailto, tel or relative addresses;
 * unknown elements keep their text.
 */
export function RichText(props: { value: unknown; locale: string | undefined }): ReactNode {
  if (isRichTextEmpty(props.value)) return null
  return <div className="prose">{nodes(props.value, { locale: props.locale, depth: 0 })}</div>
}

function nodes(value: unknown, context: Context): ReactNode[] {
  if (context.depth > MAX_RICH_TEXT_DEPTH) return []
  const inner = { ...context, depth: context.depth + 1 }
  return list(value).map((node, index) => <Node key={index} node={node} context={inner} />)
}

function Leaf({ leaf }: { leaf: RichTextText }): ReactNode {
  let content: ReactNode = leaf.text
  if (leaf.code) content = <code>{content}</code>
  if (leaf.strikethrough) content = <s>{content}</s>
  if (leaf.underline) content = <u>{content}</u>
  if (leaf.italic) content = <em>{content}</em>
  if (leaf.bold) content = <strong>{content}</strong>
  return content
}

function alignClass(value: unknown): string | undefined {
  return (TEXT_ALIGNMENTS as readonly unknown[]).includes(value) && value !== 'left'
    ? `align-${String(value)}`
    : undefined
}

function Node({ node, context }: { node: unknown; context: Context }): ReactNode {
  if (isText(node)) return <Leaf leaf={node} />
  if (!isRecord(node)) return null
  const children = nodes(node.children, context)
  const className = alignClass(node.textAlign)
  const type = typeof node.type === 'string' ? node.type : ''
  switch (type) {
    case 'paragraph':
      return <p className={className}>{children}</p>
    case 'h1':
      return <h2 className={className ? `rt-h1 ${className}` : 'rt-h1'}>{children}</h2>
    case 'h2':
      return <h2 className={className}>{children}</h2>
    case 'h3':
      return <h3 className={className}>{children}</h3>
    case 'h4':
      return <h4 className={className}>{children}</h4>
    case 'h5':
      return <h5 className={className}>{children}</h5>
    case 'h6':
      return <h6 className={className}>{children}</h6>
    case 'blockquote':
      return <blockquote className={className}>{children}</blockquote>
    case 'ul':
      return <ul className={className}>{children}</ul>
    case 'ol':
      return <ol className={className}>{children}</ol>
    case 'li':
      return <li className={className}>{children}</li>
    case 'indent':
      return <div className="rt-indent">{children}</div>
    case 'link':
      return <Link node={node} context={context} />
    case 'relationship':
      return <RelatedCard node={node} locale={context.locale} />
    case 'upload':
      return <UploadFigure node={node} locale={context.locale} />
    default:
      // An element this site does not know: its text still shows.
      return children.length > 0 ? <div className={className}>{children}</div> : null
  }
}

const REL_VALUES = new Set(['nofollow', 'noopener', 'noreferrer', 'sponsored'])

function Link({ node, context }: { node: Record<string, unknown>; context: Context }): ReactNode {
  const children = nodes(node.children, context)
  const isNewTab = node.newTab === true
  let href: string | undefined
  if (node.linkType === 'internal') {
    const doc = isRecord(node.doc) ? node.doc : undefined
    href = documentPath(doc?.relationTo, idOf(doc?.value), context.locale)
  } else {
    const url = typeof node.url === 'string' ? node.url.trim() : ''
    href = url !== '' && isAllowedLinkUrl(url) ? url : undefined
  }
  if (!href) return <span>{children}</span>
  const fields = isRecord(node.fields) ? node.fields : {}
  const rel = new Set(list(fields.rel).filter((r): r is string => REL_VALUES.has(String(r))))
  if (isNewTab) {
    rel.add('noopener')
    rel.add('noreferrer')
  }
  return (
    <a
      href={href}
      target={isNewTab ? '_blank' : undefined}
      rel={rel.size > 0 ? [...rel].join(' ') : undefined}
    >
      {children}
    </a>
  )
}

/** A related document: a card with its kind and title, a link when the site has a page for it. */
function RelatedCard(props: { node: Record<string, unknown>; locale: string | undefined }) {
  const { node, locale } = props
  const strings = stringsFor(locale)
  const relationTo = typeof node.relationTo === 'string' ? node.relationTo : ''
  const id = idOf(node.value)
  const title = titleOf(node.value) ?? (id !== undefined ? `#${id}` : strings.untitled)
  const href = documentPath(relationTo, id, locale)
  return (
    <div className="rt-card">
      <span className="rt-card__kind">{kindLabel(strings, relationTo)}</span>
      <span className="rt-card__title">{href ? <a href={href}>{title}</a> : title}</span>
    </div>
  )
}

/** An embedded upload with its caption (`fields.caption`), linked when `fields.linkTo` says so. */
function UploadFigure(props: { node: Record<string, unknown>; locale: string | undefined }) {
  const { node, locale } = props
  const media = mediaOf(node.value)
  if (!media) return null
  const fields = isRecord(node.fields) ? node.fields : {}
  const caption = text(fields.caption)
  const linkTo = isRecord(fields.linkTo) ? fields.linkTo : undefined
  const href = documentPath(linkTo?.relationTo, idOf(linkTo?.value), locale)
  const view = <MediaView media={media} sizes={TEXT_SIZES} />
  // A link around an image without alternative text is named by where it goes.
  const linkName = text(media.alt) ? undefined : (titleOf(linkTo?.value) ?? caption)
  return (
    <figure className="figure">
      {href ? (
        <a href={href} aria-label={linkName}>
          {view}
        </a>
      ) : (
        view
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
