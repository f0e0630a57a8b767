import { RichTextDiff } from './Diff'
import { validateRequired } from '../../../shared/validation'
import { isRichTextEmpty, plainText } from '../../../shared/rich-text'
import type { RichTextField } from '../../../shared/client-config'
import type { CellProps, FieldKit, InputProps } from '../types'

const CELL_CHARACTERS = 80

/** Without the richtext plugin's editor (its field kit), the text shows read-only. */
function RichTextReadOnly(props: InputProps<RichTextField>) {
  const text = plainText(props.value)
  return (
    <div
      id={props.id}
      className="input input--readonly"
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-describedby={props.describedBy}
      aria-labelledby={props.labelId}
      aria-label={props.labelId ? undefined : props.label}
    >
      {text || props.placeholder}
    </div>
  )
}

/** The first words of the text. */
export function RichTextCell(props: CellProps<RichTextField>) {
  const text = plainText(props.value, CELL_CHARACTERS)
  if (!text) return <span className="cell-empty">—</span>
  return <span>{text.length > CELL_CHARACTERS ? `${text.slice(0, CELL_CHARACTERS)}…` : text}</span>
}

export const richTextKit: FieldKit<RichTextField> = {
  Input: RichTextReadOnly,
  Cell: RichTextCell,
  Diff: RichTextDiff,
  validate: (value, field) => validateRequired(isRichTextEmpty(value) ? null : value, field),
  emptyValue: null,
  labelling: 'label',
}
