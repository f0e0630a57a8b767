import { useState, type DragEvent, type KeyboardEvent } from 'react'
import { useT } from '../../i18n/I18nProvider'
import { useReorderDrag } from '../../ui/use-reorder-drag'
import { DragHandleIcon } from '../../ui/icons'
import type { DashboardWidget } from './dashboard-widgets'

interface CustomizeDashboardProps {
  /** Every widget the user may have, in the user's order, each with whether it is hidden. */
  widgets: Array<DashboardWidget & { isHidden: boolean }>
  /** Each change: the new order (every id) and the ids hidden. */
  onChange: (order: string[], hidden: string[]) => void
  onDone: () => void
  /** Back to every widget, in the plugins' order. */
  onReset: () => void
  /** The widget's heading, as the dashboard shows it. */
  titleOf: (widget: DashboardWidget) => string
}

/**
 * The dashboard's layout, edited: each widget with a handle (drag it, or press the arrow keys on
 * it, as an array's rows move) and a box to show or hide it. Each change is kept at once.
 */
export function CustomizeDashboard(props: CustomizeDashboardProps) {
  const t = useT()
  const { widgets } = props
  const [announcement, setAnnouncement] = useState('')
  const hiddenIds = () => widgets.filter((w) => w.isHidden).map((w) => w.id)
  const move = (from: number, to: number) => {
    if (to < 0 || to >= widgets.length || from === to) return
    const order = widgets.map((w) => w.id)
    const [id] = order.splice(from, 1)
    order.splice(to, 0, id!)
    props.onChange(order, hiddenIds())
    setAnnouncement(
      t('folio:dashboardMoved', {
        widget: props.titleOf(widgets[from]!),
        place: to + 1,
        count: widgets.length,
      }),
    )
  }
  const drag = useReorderDrag(move)
  const setHidden = (id: string, isHidden: boolean) =>
    props.onChange(
      widgets.map((w) => w.id),
      widgets.filter((w) => (w.id === id ? isHidden : w.isHidden)).map((w) => w.id),
    )

  return (
    <section className="dashboard-customize" aria-labelledby="dashboard-customize-title">
      <div className="dashboard-customize__header">
        <h2 id="dashboard-customize-title" className="section-title">
          {t('dashboard:editingDashboard')}
        </h2>
        <div className="dashboard-customize__actions">
          <button type="button" className="button button--secondary" onClick={props.onReset}>
            {t('dashboard:resetLayout')}
          </button>
          <button type="button" className="button button--primary" onClick={props.onDone}>
            {t('folio:dashboardDone')}
          </button>
        </div>
      </div>
      <p id="dashboard-customize-help" className="field-help">
        {t('folio:dashboardCustomizeHelp')}
      </p>
      <ol className="dashboard-customize__list">
        {widgets.map((widget, index) => {
          const title = props.titleOf(widget)
          const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
            const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0
            if (step === 0) return
            event.preventDefault()
            move(index, index + step)
          }
          const onDragStart = (event: DragEvent<HTMLButtonElement>) => {
            event.dataTransfer.effectAllowed = 'move'
            event.dataTransfer.setData('text/plain', widget.id)
            const item = event.currentTarget.closest('li')
            if (item) event.dataTransfer.setDragImage(item, 16, 16)
            drag.handlers.start(index)
          }
          const drop = drag.target?.index === index && drag.from !== index
          const className = [
            'dashboard-customize__item',
            drag.from === index && 'dashboard-customize__item--dragged',
            drop && `dashboard-customize__item--drop-${drag.target!.position}`,
          ]
            .filter(Boolean)
            .join(' ')
          return (
            <li
              key={widget.id}
              className={className}
              onDragOver={(event) => {
                event.preventDefault()
                const box = event.currentTarget.getBoundingClientRect()
                drag.handlers.over(
                  index,
                  event.clientY < box.top + box.height / 2 ? 'before' : 'after',
                )
              }}
              onDrop={(event) => {
                event.preventDefault()
                drag.handlers.drop()
              }}
            >
              <button
                type="button"
                className="row__handle"
                draggable
                aria-label={t('folio:dashboardMoveWidget', { widget: title })}
                aria-describedby="dashboard-customize-help"
                onKeyDown={onKey}
                onDragStart={onDragStart}
                onDragEnd={drag.handlers.end}
              >
                <DragHandleIcon />
              </button>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={!widget.isHidden}
                  onChange={(event) => setHidden(widget.id, !event.target.checked)}
                />
                <span>{title}</span>
              </label>
            </li>
          )
        })}
      </ol>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </section>
  )
}
