import type { CSSProperties } from 'react'
import { useHref } from 'react-router'
import type { RenderElementProps, RenderLeafProps } from 'slate-react'
import { adminPaths } from '../../../shared/routes'
import { INDENT_PX, isAllowedLinkUrl } from '../../../shared/rich-text'
import { RelationshipView, UploadView } from './RelatedElements'
import { typeOf } from './element-type'

/** Each element as its semantic HTML. */
export function RichTextElementView(props: RenderElementProps) {
  const { attributes, children, element } = props
  const style: CSSProperties | undefined = element.textAlign
    ? { textAlign: element.textAlign }
    : undefined
  if (element.type === 'relationship') return <RelationshipView {...props} element={element} />
  if (element.type === 'upload') return <UploadView {...props} element={element} />
  const type = typeOf(element)
  switch (type) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
    case 'blockquote':
    case 'ol':
    case 'ul':
    case 'li': {
      const Tag = type
      return (
        <Tag {...attributes} style={style}>
          {children}
        </Tag>
      )
    }
    case 'indent':
      return (
        <div {...attributes} style={{ ...style, paddingInlineStart: INDENT_PX }}>
          {children}
        </div>
      )
    case 'link':
      return <LinkView {...props} />
    default:
      return (
        <p {...attributes} style={style}>
          {children}
        </p>
      )
  }
}

/**
 * A link: a custom one to its address, an internal one to its document in the admin. While
 * editing, a click places the caret; the link is not followed.
 */
function LinkView(props: RenderElementProps) {
  const { element } = props
  const doc = element.type === 'link' && element.linkType === 'internal' ? element.doc : undefined
  const documentHref = useHref(doc ? adminPaths.document(doc.relationTo, doc.value.id) : '.')
  const url = element.type === 'link' ? element.url : undefined
  // A script address (pasted, or in a draft the server has not judged yet) is never a live link.
  const href = doc ? documentHref : url !== undefined && isAllowedLinkUrl(url) ? url : undefined
  return (
    <a {...props.attributes} href={href} onClick={(event) => event.preventDefault()}>
      {props.children}
    </a>
  )
}

/** A text's marks as their HTML elements. */
export function RichTextLeafView(props: RenderLeafProps) {
  const { leaf } = props
  let children = props.children
  if (leaf.code) children = <code>{children}</code>
  if (leaf.bold) children = <strong>{children}</strong>
  if (leaf.italic) children = <em>{children}</em>
  if (leaf.underline) children = <u>{children}</u>
  if (leaf.strikethrough) children = <s>{children}</s>
  return <span {...props.attributes}>{children}</span>
}
