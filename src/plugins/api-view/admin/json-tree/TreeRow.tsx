import { memo, type CSSProperties, type Ref } from 'react'
import { Icon } from '../../../../admin/extend/ui'
import type { Row } from './rows'
import { RowValue } from './RowValue'

interface TreeRowProps {
  row: Row
  index: number
  top: number
  isActive: boolean
  isRevealed: boolean
  /** Measures a revealed row, whose string wraps to its full height. */
  measure: Ref<HTMLDivElement>
}

/** One treeitem, placed at `top` in the tree; clicks and keys are handled by the tree. */
export const TreeRow = memo(function TreeRow(props: TreeRowProps) {
  const { row, isRevealed } = props
  const canExpand = row.childCount > 0
  const style = { insetBlockStart: props.top, '--json-tree-level': row.level } as CSSProperties
  return (
    <div
      ref={isRevealed ? props.measure : undefined}
      role="treeitem"
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={canExpand ? row.isExpanded : undefined}
      tabIndex={props.isActive ? 0 : -1}
      className="json-tree__row"
      style={style}
      data-index={props.index}
      data-id={row.id}
      data-revealed={isRevealed || undefined}
    >
      <span className="json-tree__toggle" data-open={row.isExpanded || undefined}>
        {canExpand && <Icon name="chevron" size={14} />}
      </span>
      {row.key !== undefined && (
        <>
          <span
            className="json-tree__key"
            data-index-key={typeof row.key === 'number' || undefined}
            title={typeof row.key === 'string' ? row.key : undefined}
          >
            {row.key === '' ? '""' : row.key}
          </span>
          <span className="json-tree__colon">:</span>{' '}
        </>
      )}
      <RowValue row={row} isRevealed={isRevealed} />
    </div>
  )
})
