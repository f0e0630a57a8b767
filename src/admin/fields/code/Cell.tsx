import type { CellProps } from '../types'

const MAX = 60

export function CodeCell(props: CellProps) {
  if (typeof props.value !== 'string' || !props.value) return <span className="cell-empty">—</span>
  const firstLine = props.value.split('\n')[0] ?? ''
  return (
    <code className="cell-code">
      {firstLine.length > MAX ? firstLine.slice(0, MAX) + '…' : firstLine}
    </code>
  )
}
