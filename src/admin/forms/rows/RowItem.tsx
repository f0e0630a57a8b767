import {
  memo,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import type { ArrayField, BlocksField } from '../../../shared/client-config'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { ActionsMenu, type MenuAction } from '../../ui/ActionsMenu'
import { DragHandleIcon } from '../../ui/icons'
import type { FormStore, RowMeta } from '../form-store'
import { rowSchema } from './row-fields'
import type { RowRender } from './RowsField'
import type { ReorderDrag } from '../../ui/use-reorder-drag'

export interface RowOperations {
  add: (index: number, blockType?: string) => void
  duplicate: (index: number) => void
  remove: (index: number) => void
  move: (from: number, to: number) => void
  toggle: (rowId: string, isCollapsed: boolean) => void
  /** Blocks: choose the kind of block to add at `index`. */
  pickBlock: (index: number) => void
}

interface RowItemProps {
  store: FormStore
  field: ArrayField | BlocksField
  path: string
  meta: RowMeta
  index: number
  count: number
  title: string
  isCollapsed: boolean
  isReadOnly: boolean
  isSortable: boolean
  canAdd: boolean
  idPrefix: string
  operations: RowOperations
  drag: ReorderDrag
  isDragged: boolean
  dropPosition: 'before' | 'after' | undefined
  renderRow: (row: RowRender) => ReactNode
}

/** One row: a header with its handle, title, collapse toggle and actions, and its fields. */
export const RowItem = memo(function RowItem(props: RowItemProps) {
  const { store, field, meta, index, operations, drag } = props
  const t = useT()
  const label = useLabel()
  const rowPath = `${props.path}.${index}`
  const schema = rowSchema(field, meta.blockType)
  const fieldsByPath = useMemo(
    () => new Map(schema.fields.map((f) => [f.name, f])),
    [schema.fields],
  )
  const hasErrors = useSyncExternalStore(store.subscribeErrors, () =>
    store.hasErrorsUnder(`${rowPath}.`),
  )
  const revealCount = useSyncExternalStore(store.subscribeErrors, () => store.revealCount)
  const bodyId = `${props.idPrefix}-${rowPath}-body`
  const blockLabel = schema.block
    ? label(schema.block.labels.singular, schema.block.slug)
    : undefined

  // After a failed save, a collapsed row with an error opens, so the message can be seen and the field focused.
  const isCollapsed = props.isCollapsed
  useEffect(() => {
    if (revealCount > 0 && isCollapsed && store.hasErrorsUnder(`${rowPath}.`))
      operations.toggle(meta.id, false)
    // only when errors are revealed, so an editor can still collapse a row with an error
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealCount])

  const actions: MenuAction[] = props.isReadOnly
    ? []
    : [
        ...(props.isSortable
          ? [
              {
                id: 'up',
                label: t('general:moveUp'),
                onAction: () => operations.move(index, index - 1),
                isDisabled: index === 0,
              },
              {
                id: 'down',
                label: t('general:moveDown'),
                onAction: () => operations.move(index, index + 1),
                isDisabled: index === props.count - 1,
              },
            ]
          : []),
        {
          id: 'duplicate',
          label: t('general:duplicate'),
          onAction: () => operations.duplicate(index),
          isDisabled: !props.canAdd,
        },
        {
          id: 'add-below',
          label: t('general:addBelow'),
          onAction: () =>
            field.type === 'blocks' ? operations.pickBlock(index + 1) : operations.add(index + 1),
          isDisabled: !props.canAdd,
        },
        {
          id: 'remove',
          label: t('general:remove'),
          onAction: () => operations.remove(index),
          isDanger: true,
        },
      ]

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0
    if (step === 0) return
    event.preventDefault()
    operations.move(index, index + step)
  }
  const onDragStart = (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.effectAllowed = 'move'
    event.dataTransfer.setData('text/plain', meta.id)
    const row = event.currentTarget.closest('li')
    if (row) event.dataTransfer.setDragImage(row, 16, 16)
    drag.start(index)
  }
  const onDragOver = (event: DragEvent<HTMLLIElement>) => {
    if (!props.isSortable) return
    event.preventDefault()
    const box = event.currentTarget.getBoundingClientRect()
    drag.over(index, event.clientY < box.top + box.height / 2 ? 'before' : 'after')
  }

  const className = [
    'row',
    props.isDragged && 'row--dragged',
    props.dropPosition && `row--drop-${props.dropPosition}`,
    hasErrors && 'row--invalid',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <li
      className={className}
      data-row-id={meta.id}
      aria-label={props.title}
      onDragOver={onDragOver}
      onDrop={(event) => {
        event.preventDefault()
        drag.drop()
      }}
    >
      <div className="row__header">
        {props.isSortable && (
          <button
            type="button"
            className="row__handle"
            data-row-handle
            draggable
            aria-label={t('folio:moveRow', { row: props.title })}
            aria-describedby={`${props.idPrefix}-${props.path}-rows-help`}
            onKeyDown={onHandleKey}
            onDragStart={onDragStart}
            onDragEnd={drag.end}
          >
            <DragHandleIcon />
          </button>
        )}
        <button
          type="button"
          className="row__toggle"
          aria-expanded={!props.isCollapsed}
          aria-controls={bodyId}
          onClick={() => operations.toggle(meta.id, !props.isCollapsed)}
        >
          <svg
            className="row__chevron"
            viewBox="0 0 16 16"
            width="14"
            height="14"
            aria-hidden="true"
          >
            <path
              d="M4 6l4 4 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="row__title">{props.title}</span>
          {blockLabel && <span className="row__pill">{blockLabel}</span>}
          {hasErrors && <span className="row__error-badge">{t('general:error')}</span>}
        </button>
        <ActionsMenu label={t('folio:rowActions', { row: props.title })} actions={actions} />
      </div>
      <div id={bodyId} className="row__body" hidden={props.isCollapsed}>
        {props.renderRow({ layout: schema.layout, fieldsByPath, pathPrefix: `${rowPath}.` })}
      </div>
    </li>
  )
})
