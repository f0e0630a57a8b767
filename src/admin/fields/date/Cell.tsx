import type { CellProps } from '../types'
import { formatDate } from './date-value'

export function DateCell(props: CellProps) {
  const text = formatDate(props.value, props.field.admin.pickerAppearance === 'dayAndTime' || props.field.name === 'updatedAt' || props.field.name === 'createdAt')
  if (!text) return <span className="cell-empty">—</span>
  return <time dateTime={String(props.value)}>{text}</time>
}
