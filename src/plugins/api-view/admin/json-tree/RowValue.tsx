import { useT } from '../../../../admin/extend/i18n'
import { isFolded, quoted } from './fold'
import type { Row } from './rows'

/** What a row shows after its key: the value by its type, or a closed container's size. */
export function RowValue(props: { row: Row; isRevealed: boolean }) {
  const t = useT()
  const { row } = props
  switch (row.kind) {
    case 'object':
    case 'array': {
      const isArray = row.kind === 'array'
      if (row.childCount === 0)
        return <span className="json-tree__punct">{isArray ? '[]' : '{}'}</span>
      if (row.isExpanded) return null
      const count = { count: row.childCount }
      const size = t(isArray ? 'api-view:itemCount' : 'api-view:keyCount', count)
      return <span className="json-tree__size">{isArray ? `[ ${size} ]` : `{ ${size} }`}</span>
    }
    case 'string': {
      const text = row.value as string
      const shown = quoted(text, props.isRevealed)
      return (
        <>
          <span
            className="json-tree__value"
            data-kind="string"
            title={props.isRevealed ? undefined : shown}
          >
            {shown}
          </span>
          {isFolded(text) && (
            <button type="button" tabIndex={-1} className="json-tree__reveal" data-reveal>
              {props.isRevealed
                ? t('api-view:showLess')
                : t('api-view:showAll', { count: text.length })}
            </button>
          )}
        </>
      )
    }
    case 'number':
    case 'boolean':
    case 'null':
    case 'other':
      return (
        <span className="json-tree__value" data-kind={row.kind}>
          {String(row.value)}
        </span>
      )
  }
}
