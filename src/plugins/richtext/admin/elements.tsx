import type { CSSProperties } from 'react'
import type { RenderElementProps, RenderLeafProps } from 'slate-react'
import { useT } from '../../../admin/extend/i18n'
import { INDENT_PX, type RelatedDoc } from '../../../shared/rich-text'
import { typeOf } from './transforms'

/** A relationship or upload: a chip naming the related document (it is an atom in the text). */
function RelatedChip(props: RenderElementProps & { related: RelatedDoc }) {
  const t = useT()
  const { relationTo, value } = props.related
  return (
    <div {...props.attributes} className="rich-text__related">
      <span contentEditable={false} className="rich-text__chip">
        {t('richtext:relatedDocument', { relationTo, id: String(value.id) })}
      </span>
      {props.children}
    </div>
  )
}

/** Each element as its semantic HTML. */
export function RichTextElementView(props: RenderElementProps) {
  const { attributes, children, element } = props
  const style: CSSProperties | undefined = element.textAlign
    ? { textAlign: element.textAlign }
    : undefined
  if (element.type === 'relationship' || element.type === 'upload')
    return <RelatedChip {...props} related={element} />
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
      return (
        <a
          {...attributes}
          href={element.type === 'link' ? element.url : undefined}
          // While editing, a click places the caret; the link is not followed.
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </a>
      )
    default:
      return (
        <p {...attributes} style={style}>
          {children}
        </p>
      )
  }
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
