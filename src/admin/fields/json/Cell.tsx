import type { CellProps } from '../types'

const MAX = 60

export function JsonCell(props: CellProps) {
  if (props.value === null || props.value === undefined)
    return <span className="cell-empty">—</span>
  const text = JSON.stringify(props.value)
  return <code className="cell-code">{text.length > MAX ? text.slice(0, MAX) + '…' : text}</code>
}
