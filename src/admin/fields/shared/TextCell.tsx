import type { CellProps } from '../types'

const MAX = 80

export function TextCell(props: CellProps) {
  if (props.value === null || props.value === undefined || props.value === '')
    return <span className="cell-empty">—</span>
  const text = Array.isArray(props.value) ? props.value.join(', ') : String(props.value)
  return (
    <span title={text.length > MAX ? text : undefined}>
      {text.length > MAX ? text.slice(0, MAX) + '…' : text}
    </span>
  )
}
