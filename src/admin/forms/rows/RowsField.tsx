import { useCallback, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import type {
  ArrayField,
  BlocksField,
  ClientField,
  LayoutNode,
} from '../../../shared/client-config'
import { kitOf } from '../../fields/registry'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import type { FormStore, RowMeta } from '../form-store'
import { copyRowValues, newRowValues } from '../initial-values'
import { FieldHelp } from '../FieldHelp'
import { useField } from '../use-field'
import { BlockPicker } from './BlockPicker'
import { RowItem, type RowOperations } from './RowItem'
import { useReorderDrag } from '../../ui/use-reorder-drag'
import { newRowId, rowNumber, rowSchema } from './row-fields'
import '../../styles/rows.css'

/**
 * Named as a field kit's input is (the build lists it in field-kits.json), so the server names
 * this module in the page of an editor with an array or blocks field (`ROWS_KIT`,
 * src/server/field-kits.ts), and it downloads with the page.
 */
export const folioFieldKit = 'folio:rows'

export interface RowRender {
  layout: LayoutNode[]
  fieldsByPath: ReadonlyMap<string, ClientField>
  pathPrefix: string
}

interface RowsFieldProps {
  store: FormStore
  field: ArrayField | BlocksField
  path: string
  isReadOnly: boolean
  idPrefix: string
  renderRow: (row: RowRender) => ReactNode
}

/**
 * An array or blocks field: its rows, each with its own fields, and the row operations (add,
 * duplicate, remove, move by drag or keyboard, collapse). Every operation goes through the form
 * store, so values, errors and dirtiness move with their rows.
 */
export function RowsField(props: RowsFieldProps) {
  const { store, field, path } = props
  const t = useT()
  const label = useLabel()
  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe(path, onChange),
    [store, path],
  )
  const rows = useSyncExternalStore(subscribe, () => store.getRows(path))
  const { error } = useField(store, path)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(
    () => new Set(field.admin.initCollapsed ? rows.map((r) => r.id) : []),
  )
  const [pickerIndex, setPickerIndex] = useState<number | undefined>()
  const [announcement, setAnnouncement] = useState('')
  const id = `${props.idPrefix}-${path}`
  const isBlocks = field.type === 'blocks'
  const isReadOnly = props.isReadOnly || field.admin.readOnly === true
  const title = label(field.label, field.name.split('.').pop())
  const singular = label(field.labels?.singular, isBlocks ? t('fields:block') : t('general:item'))
  const plural = label(field.labels?.plural, title)
  const canAdd = !isReadOnly && (field.maxRows === undefined || rows.length < field.maxRows)
  const isSortable = !isReadOnly && field.admin.isSortable !== false
  const description = label(field.admin.description)
  const rowTitle = useCallback((index: number) => `${singular} ${rowNumber(index)}`, [singular])

  const revalidate = () => {
    const result = kitOf(field).validate(store.getRows(path), field, title)
    if (result === true || store.getError(path) || store.isTouched(path))
      store.setError(path, result === true ? undefined : result)
  }
  // The row operations are created once (rows are memoised on them) and read the latest render here.
  const latest = useRef({ rows, rowTitle, revalidate, t })
  latest.current = { rows, rowTitle, revalidate, t }

  const operations: RowOperations = useRef<RowOperations>({
    add: (index, blockType) => {
      const meta: RowMeta = blockType ? { id: newRowId(), blockType } : { id: newRowId() }
      store.insertRows(path, index, [
        { meta, values: newRowValues(rowSchema(field, blockType).fields) },
      ])
      store.touch(path)
      latest.current.revalidate()
      setAnnouncement(latest.current.t('folio:rowAdded', { row: latest.current.rowTitle(index) }))
      focusRow(meta.id)
    },
    duplicate: (index) => {
      const source = latest.current.rows[index]
      if (!source) return
      const meta: RowMeta = { ...source, id: newRowId() }
      store.insertRows(path, index + 1, [
        { meta, values: copyRowValues(store.getRowValues(path)[index] ?? {}) },
      ])
      latest.current.revalidate()
      setAnnouncement(
        latest.current.t('folio:rowAdded', { row: latest.current.rowTitle(index + 1) }),
      )
      focusRow(meta.id)
    },
    remove: (index) => {
      const next = latest.current.rows[index + 1] ?? latest.current.rows[index - 1]
      store.removeRow(path, index)
      store.touch(path)
      latest.current.revalidate()
      setAnnouncement(latest.current.t('folio:rowRemoved', { row: latest.current.rowTitle(index) }))
      if (next) focusRow(next.id, 'handle')
    },
    move: (from, to) => {
      const count = latest.current.rows.length
      if (to < 0 || to >= count || from === to) return
      const moved = latest.current.rows[from]!
      store.moveRow(path, from, to)
      setAnnouncement(
        latest.current.t('folio:rowMoved', {
          row: latest.current.rowTitle(from),
          position: to + 1,
          count,
        }),
      )
      focusRow(moved.id, 'handle')
    },
    toggle: (rowId, isCollapsed) =>
      setCollapsed((current) => {
        const next = new Set(current)
        if (isCollapsed) next.add(rowId)
        else next.delete(rowId)
        return next
      }),
    pickBlock: (index) => setPickerIndex(index),
  }).current

  function focusRow(rowId: string, part: 'first' | 'handle' = 'first') {
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(rowId)}"]`)
      const target =
        part === 'handle'
          ? row?.querySelector<HTMLElement>('[data-row-handle]')
          : row?.querySelector<HTMLElement>(
              '.row__body input, .row__body textarea, .row__body select',
            )
      ;(target ?? row?.querySelector<HTMLElement>('.row__toggle'))?.focus()
    })
  }

  const drag = useReorderDrag(operations.move)
  const describedBy = [description ? `${id}-description` : '', `${id}-error`]
    .filter(Boolean)
    .join(' ')

  return (
    <div
      className={error ? 'field rows-field field--invalid' : 'field rows-field'}
      data-field={path}
    >
      <fieldset className="rows-field__fieldset" aria-describedby={describedBy}>
        <legend className="rows-field__legend">
          <span className="field__label">
            {title} {field.required && <span className="field__required">*</span>}
          </span>
          <span className="rows-field__count">{rows.length}</span>
        </legend>
        {rows.length > 1 && (
          <div className="rows-field__toolbar">
            <button
              type="button"
              className="button button--link"
              onClick={() => setCollapsed(new Set(rows.map((r) => r.id)))}
            >
              {t('fields:collapseAll')}
            </button>
            <button
              type="button"
              className="button button--link"
              onClick={() => setCollapsed(new Set())}
            >
              {t('fields:showAll')}
            </button>
          </div>
        )}
        {rows.length === 0 ? (
          <p className="rows-field__empty">{t('folio:noRowsYet', { label: plural })}</p>
        ) : (
          <ol className="rows-field__list" aria-label={plural}>
            {rows.map((meta, index) => (
              <RowItem
                key={meta.id}
                store={store}
                field={field}
                path={path}
                meta={meta}
                index={index}
                count={rows.length}
                title={rowTitle(index)}
                isCollapsed={collapsed.has(meta.id)}
                isReadOnly={isReadOnly}
                isSortable={isSortable}
                canAdd={canAdd}
                idPrefix={props.idPrefix}
                operations={operations}
                drag={drag.handlers}
                isDragged={drag.from === index}
                dropPosition={
                  drag.target?.index === index && drag.from !== index
                    ? drag.target.position
                    : undefined
                }
                renderRow={props.renderRow}
              />
            ))}
          </ol>
        )}
        {canAdd && (
          <button
            type="button"
            className="button button--secondary rows-field__add"
            onClick={() =>
              isBlocks ? operations.pickBlock(rows.length) : operations.add(rows.length)
            }
            aria-haspopup={isBlocks ? 'dialog' : undefined}
          >
            <span aria-hidden="true">+</span> {t('fields:addLabel', { label: singular })}
          </button>
        )}
      </fieldset>
      <FieldHelp id={id} description={description} error={error} />
      <p id={`${id}-rows-help`} className="visually-hidden">
        {t('folio:rowMoveHelp')}
      </p>
      <div className="visually-hidden" role="status">
        {announcement}
      </div>
      {isBlocks && (
        <BlockPicker
          isOpen={pickerIndex !== undefined}
          blocks={field.blocks ?? []}
          title={t('fields:addLabel', { label: singular })}
          onClose={() => setPickerIndex(undefined)}
          onPick={(slug) => {
            const index = pickerIndex ?? rows.length
            setPickerIndex(undefined)
            operations.add(index, slug)
          }}
        />
      )}
    </div>
  )
}
